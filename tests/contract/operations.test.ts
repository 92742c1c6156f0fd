/**
 * Every operation of the contract is called through the generated client with its own example:
 * the Prism mock must accept the request, and the answer must come back through the mutator as a success.
 * An operation without a generated function, an example, or valid examples fails here.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { operations } from '../../src/api/generated/operations';
import {
  checkExamples,
  checkOperation,
  createExampleValidator,
  isNavigation,
  listOperations,
  loadBundle,
  successMedia,
} from './lib/contract-doc';
import { exampleArguments, generatedFunctions, useMock } from './lib/client';

const doc = loadBundle(inject('bundlePath'));
const contractOperations = listOperations(doc);
const validate = createExampleValidator(doc);

beforeAll(() => useMock(inject('prismUrl')));

describe('the contract', () => {
  it('has the operations the client was generated from (npm run codegen is up to date)', () => {
    const inContract = contractOperations.map((o) => `${o.method.toUpperCase()} ${o.path} ${o.operationId}`).sort();
    const generated = operations.map((m) => `${m.method} ${m.path} ${m.operationId}`).sort();
    expect(generated).toEqual(inContract);
  });

  it('has unique operationIds and (method, x-action) pairs', () => {
    const ids = contractOperations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const actions = contractOperations.map((o) => `${o.method} ${o.op['x-service']}/${o.op['x-action']}`);
    expect(new Set(actions).size).toBe(actions.length);
  });
});

describe.each(contractOperations.map((o) => [o.operationId, o] as const))('%s', (operationId, o) => {
  it('follows the contract conventions and its examples validate', () => {
    expect([...checkOperation(doc, o), ...checkExamples(doc, o, validate)]).toEqual([]);
  });

  it('is accepted by the mock through the generated client and answered as a success', async () => {
    if (isNavigation(o)) {
      // A browser follows it: the mock answers the redirect itself, with a Location.
      const answer = await fetch(`${inject('prismUrl')}${o.path}`, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBeTruthy();
      return;
    }
    const call = generatedFunctions[operationId];
    expect(call, `no generated function ${operationId}`).toBeTypeOf('function');
    const result = await call(...exampleArguments(doc, o));
    const success = successMedia(doc, o);
    if (success?.type.includes('json')) expect(result).toMatchObject({ ret_code: 0 });
    else expect(result).toBeInstanceOf(Blob);
  });
});
