/**
 * Refusals through `prism proxy --errors` in front of the real gateway: the gateway's 401, 403, 404 and 409
 * answers (409 with ret_code 1100 included: a rule the schemas cannot express, ADR 0001 amendment) are
 * declared by every operation and match the Failure envelope, so Prism finds no violation in them; and a
 * request that breaks the schemas never reaches the gateway (Prism answers it 422 itself).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import type { GatewayError } from '../../src/api/gateway';
import type { OperationId } from '../../src/api/generated/operations';
import { argumentsFor, attempt, generatedFunctions, problemsOf, startProxiedGateway, type DemoUser, type ProxiedGateway } from './harness';

let proxied: ProxiedGateway;

beforeAll(async () => {
  proxied = await startProxiedGateway();
  await proxied.signIn('usr-sub');
  await proxied.signIn('usr-owner');
}, 90_000);

afterAll(async () => {
  await proxied?.close();
});

type Values = Record<string, unknown>;

interface Refusal {
  name: string;
  id: OperationId;
  /**
   * Who calls (default usr-owner); 'stale' sends a session cookie the gateway does not know, 'no-csrf' the owner's
   * session without the token, 'anonymous' no cookie at all.
   */
  as?: DemoUser | 'stale' | 'no-csrf' | 'anonymous';
  path?: Values;
  query?: Values;
  body?: Values;
  status: number;
  retCode: number;
  message?: string | RegExp;
  /** The broken rule's location, for a refusal with ret_code 1100. */
  location?: string[];
}

const C = SEED.clusters;

const REFUSALS: Refusal[] = [
  { name: 'no session (a cookie the gateway does not know)', id: 'getSession', as: 'stale', status: 401, retCode: 1200 },
  {
    name: 'a change without the CSRF token',
    id: 'modifyCluster',
    as: 'no-csrf',
    body: { cluster_id: C.hpcActive, description: 'no token' },
    status: 401,
    retCode: 1200,
  },
  {
    name: 'a wrong password',
    id: 'login',
    as: 'stale',
    body: { user_name: 'usr-owner', password: 'Owner#Hpc2025' },
    status: 401,
    retCode: 1200,
    message: 'Wrong user name or password',
  },
  { name: 'identity fields that claim another user', id: 'listClusters', query: { user_id: 'usr-sub' }, status: 403, retCode: 1300 },
  { name: 'a zone the user may not use', id: 'listClusters', as: 'usr-sub', query: { zone: 'gd2' }, status: 403, retCode: 1300 },
  {
    name: 'a read-only shared member changing the cluster',
    id: 'modifyCluster',
    as: 'usr-sub',
    body: { cluster_id: C.ehpcActive, description: 'read-only' },
    status: 403,
    retCode: 1300,
  },
  {
    name: 'an unknown job',
    id: 'getJobDetail',
    path: { id: 'hpcjob-zzzz9999' },
    status: 404,
    retCode: 1400,
    message: 'The job does not exist: hpcjob-zzzz9999',
  },
  { name: 'an unknown export', id: 'getExport', path: { fsid: SEED.fileSystem, nas_id: 'nas-zzzz9999' }, status: 404, retCode: 1400 },
  { name: 'an unknown project', id: 'listProjectMembers', query: { project_id: 'prj-zzzz9999' }, status: 404, retCode: 1400 },
  { name: 'starting an active cluster', id: 'startCluster', body: { cluster_ids: [C.ehpcActive] }, status: 409, retCode: 2100 },
  {
    name: 'a cluster name already used',
    id: 'createCluster',
    body: { cluster_name: '气象模拟_A' },
    status: 409,
    retCode: 1100,
    location: ['body', 'cluster_name'],
  },
  {
    name: 'an application of software already applied for',
    id: 'applySoftware',
    body: { hpcsw_id: 'hpcsw-gaussian16', cluster_id: C.ehpcActive },
    status: 409,
    retCode: 2400,
  },
  // Rules the schemas cannot express: 409 with ret_code 1100 and the broken rule.
  // The signed URLs need no session; the contract's example signatures are not the gateway's.
  {
    name: 'a signed download URL with a signature the gateway did not make',
    id: 'downloadSignedObjects',
    as: 'anonymous',
    status: 403,
    retCode: 1300,
    message: 'The signature is not valid',
  },
  {
    name: 'a signed upload with a signature the gateway did not make',
    id: 'uploadSignedObjects',
    as: 'anonymous',
    body: { file: new File(['x'], 'met_em.d01.2026-11-19_00.nc') },
    status: 403,
    retCode: 1300,
    message: 'The signature is not valid',
  },
  {
    name: 'a reversed time range',
    id: 'listJobs',
    query: { start_time: '2026-11-03T00:00:00Z', end_time: '2026-11-01T00:00:00Z' },
    status: 409,
    retCode: 1100,
    location: ['query', 'start_time'],
  },
  {
    name: 'an hpcqueue_id other than id',
    id: 'describeQueue',
    query: { cluster_id: C.hpcActive, id: SEED.queues.hpcShared, hpcqueue_id: 'hpcq-zzzz9999' },
    status: 409,
    retCode: 1100,
    location: ['query', 'hpcqueue_id'],
  },
  {
    name: 'a price conf that is not JSON',
    id: 'getClusterPrice',
    query: { conf: '{compute:' },
    status: 409,
    retCode: 1100,
    location: ['query', 'conf'],
  },
  {
    name: 'a monitoring start without its end',
    id: 'getClusterMonitor',
    query: {
      cluster_id: C.hpcActive,
      range_hours: undefined,
      start_time: new Date(Date.now() - 3600_000).toISOString(),
      end_time: undefined,
    },
    status: 409,
    retCode: 1100,
    location: ['query', 'end_time'],
  },
  {
    name: 'a modify_type whose field the body lacks',
    id: 'modifySharedUser',
    path: { modify_type: 'status' },
    body: { cluster_id: C.ehpcActive, shared_user_id: 'shu-zhangwe1', status: undefined, permission: 'readonly' },
    status: 409,
    retCode: 1100,
    location: ['body', 'status'],
  },
  {
    name: 'a Reserved price without a duration',
    id: 'getBillingCost',
    query: { queue_type: 'qt-ded56', paid_type: 1, duration: 0 },
    status: 409,
    retCode: 1100,
  },
];

function use(as: Refusal['as']): void {
  if (as === 'stale') proxied.anonymous(new Map([['hpc_session', 'stale-session-id']]));
  else if (as === 'anonymous') proxied.anonymous();
  else if (as === 'no-csrf') proxied.withoutCsrf('usr-owner');
  else proxied.use(as ?? 'usr-owner');
}

describe('refusals through prism proxy --errors match the declared failure responses', () => {
  it.each(REFUSALS.map((r) => [r.name, r] as const))('%s', async (_name, r) => {
    use(r.as);
    const { error, exchange } = await attempt(proxied, () =>
      generatedFunctions[r.id](...argumentsFor(r.id, { path: r.path, query: r.query, body: r.body })),
    );
    expect(problemsOf(exchange), `${exchange?.method} ${exchange?.url}`).toEqual([]);
    expect(error, `${r.id} was accepted`).toBeDefined();
    const failure = error as GatewayError;
    expect({ status: failure.status, retCode: failure.retCode }, `${failure.message} ${JSON.stringify(exchange?.body)}`).toEqual({
      status: r.status,
      retCode: r.retCode,
    });
    expect(exchange?.body).toMatchObject({ ret_code: r.retCode, message: expect.any(String) });
    if (r.message instanceof RegExp) expect(failure.message).toMatch(r.message);
    else if (r.message) expect(failure.message).toBe(r.message);
    if (r.location) expect(failure.validation.map((v) => v.location)).toContainEqual(r.location);
  });

  it('refuses a request that breaks the schemas in Prism (422), without reaching the gateway', async () => {
    proxied.use('usr-owner');
    const { error, exchange } = await attempt(proxied, () =>
      generatedFunctions.listClusters(...argumentsFor('listClusters', { query: { limit: 15 } })),
    );
    expect(error?.status).toBe(422);
    // Prism's own problem+json (the gateway answers application/json), naming the broken rule.
    expect(exchange?.contentType).toContain('problem+json');
    expect(problemsOf(exchange)).not.toEqual([]);
    expect(error?.validation.map((v) => v.location.join('.'))).toContain('query.limit');
  });
});
