/**
 * The validation rules live in the contract: requests that break them are refused by the Prism mock
 * (HTTP 422) before any server code runs, and reach the console as a GatewayError with a message.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GatewayError } from '../../src/api/gateway';
import { firstExample, listOperations, loadBundle, type ContractOperation } from './lib/contract-doc';
import { exampleArguments, generatedFunctions, useMock } from './lib/client';

const doc = loadBundle(inject('bundlePath'));
const byId = new Map(listOperations(doc).map((o) => [o.operationId, o]));

beforeAll(() => useMock(inject('prismUrl')));

function operation(id: string): ContractOperation {
  const o = byId.get(id);
  if (!o) throw new Error(`no operation ${id}`);
  return o;
}

function exampleBody(id: string): Record<string, unknown> {
  return structuredClone(firstExample(operation(id).op.requestBody?.content?.['application/json'])) as Record<string, unknown>;
}

async function refusal(id: string, overrides: { body?: unknown; query?: Record<string, unknown> }): Promise<GatewayError> {
  try {
    await generatedFunctions[id](...exampleArguments(doc, operation(id), overrides));
  } catch (error) {
    if (error instanceof GatewayError) return error;
    throw error;
  }
  throw new Error(`${id} accepted an invalid request`);
}

const cases: { rule: string; id: string; field: string; overrides: () => { body?: unknown; query?: Record<string, unknown> } }[] = [
  {
    rule: 'a 10-character administrator password',
    id: 'createCluster',
    field: 'admin_password',
    overrides: () => ({ body: { ...exampleBody('createCluster'), admin_password: 'Ab1!Ab1!Ab' } }),
  },
  {
    rule: 'a password without a symbol',
    id: 'createCluster',
    field: 'admin_password',
    overrides: () => ({ body: { ...exampleBody('createCluster'), admin_password: 'Abcdefgh12345' } }),
  },
  {
    rule: 'a job priority of 11',
    id: 'submitJob',
    field: 'priority',
    overrides: () => ({ body: { ...exampleBody('submitJob'), priority: 11 } }),
  },
  {
    rule: 'a job priority of 0',
    id: 'submitJob',
    field: 'priority',
    overrides: () => ({ body: { ...exampleBody('submitJob'), priority: 0 } }),
  },
  { rule: 'a node count of 101', id: 'addNodes', field: 'count', overrides: () => ({ body: { ...exampleBody('addNodes'), count: 101 } }) },
  {
    rule: 'a directory name of 3 characters',
    id: 'createDirectory',
    field: 'dir_name',
    overrides: () => ({ body: { ...exampleBody('createDirectory'), dir_name: 'abc' } }),
  },
  { rule: 'a page size of 15', id: 'listClusters', field: 'limit', overrides: () => ({ query: { limit: 15 } }) },
  { rule: 'an unknown status filter', id: 'listJobs', field: 'status', overrides: () => ({ query: { status: ['exploded'] } }) },
  {
    rule: 'a cluster name of 21 characters',
    id: 'createCluster',
    field: 'cluster_name',
    overrides: () => ({ body: { ...exampleBody('createCluster'), cluster_name: 'a'.repeat(21) } }),
  },
  {
    rule: 'an unknown body field',
    id: 'stopCluster',
    field: 'force',
    overrides: () => ({ body: { ...exampleBody('stopCluster'), force: true } }),
  },
];

describe('the mock refuses requests that break the contract', () => {
  it.each(cases)('$rule ($id)', async ({ id, field, overrides }) => {
    const error = await refusal(id, overrides());
    expect(error.status).toBe(422);
    expect(error.retCode).toBe(1100);
    expect(error.kind).toBe('http');
    expect(error.message.length).toBeGreaterThan(0);
    expect(JSON.stringify(error.validation) + error.message).toContain(field);
  });
});
