/**
 * Calls contract operations through the generated client, pointed at a Prism mock.
 */
import { configureGateway, setGatewayIdentity } from '../../../src/api/gateway';
import type { ContractOperation, OpenApiDoc } from './contract-doc';
import { firstExample, parametersOf } from './contract-doc';

type GeneratedFunction = (...args: unknown[]) => Promise<unknown>;

const modules = import.meta.glob('../../../src/api/generated/endpoints/*/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;

/** Every generated request function, by operationId. */
export const generatedFunctions: Record<string, GeneratedFunction> = Object.assign(
  {},
  ...Object.values(modules).map((m) => Object.fromEntries(Object.entries(m).filter(([, v]) => typeof v === 'function'))),
);

/** Points the mutator at the mock with the identity of a signed-in session. */
export function useMock(baseUrl: string): void {
  configureGateway({
    baseUrl,
    csrfToken: () => 'contract-test-csrf',
    fetch: (input, init) =>
      globalThis.fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: 'hpc_session=contract-test' } }),
  });
  setGatewayIdentity({ user_id: 'usr-owner', owner: 'usr-owner', zone: 'pek3' });
}

const IDENTITY = new Set(['action', 'zone', 'owner', 'user_id', 'iamuser_name']);

/** The arguments of the generated function, in orval's order: path parameters, body, query parameters. */
export function exampleArguments(
  doc: OpenApiDoc,
  o: ContractOperation,
  overrides: { body?: unknown; query?: Record<string, unknown> } = {},
): unknown[] {
  const params = parametersOf(doc, o);
  const args: unknown[] = [];
  const pathNames = [...o.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  for (const name of pathNames) args.push(params.find((p) => p.in === 'path' && p.name === name)?.example);
  const content = o.op.requestBody?.content ?? {};
  const media = content['application/json'] ?? Object.values(content)[0];
  if (o.op.requestBody) args.push(overrides.body ?? firstExample(media));
  const query = params.filter((p) => p.in === 'query' && !IDENTITY.has(p.name) && p.example !== undefined);
  if (query.length || overrides.query) args.push({ ...Object.fromEntries(query.map((p) => [p.name, p.example])), ...overrides.query });
  return args;
}
