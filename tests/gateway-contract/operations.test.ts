/**
 * The contract suite through `prism proxy --errors` in front of the real gateway. Every operation of
 * the contract is called through the generated client with a request the seeded gateway can satisfy
 * (cases.ts): Prism must find no violation in the request nor in the answer, and the answer must be a success.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from '../../server/app';
import { listOperations, loadBundle } from '../../server/contract/document';
import type { OperationId } from '../../src/api/generated/operations';
import { CASES, State, type Case, type Tools } from './cases';
import { argumentsFor, attempt, generatedFunctions, problemsOf, startProxiedGateway, type ProxiedGateway } from './harness';

const operationList = listOperations(loadBundle(CONTRACT_FILE));
const operations = new Set(operationList.map((o) => o.operationId));

let proxied: ProxiedGateway;
const state = new State();
const succeeded = new Set<string>();
/** Operations of the engine that ended failed (a change the gateway accepted but could not carry out). */
const failedOperations: string[] = [];

/** Runs the simulated cloud (five minutes a tick) until no operation is under way. */
async function settle(): Promise<void> {
  const { db, engine } = proxied.gw.gateway;
  for (let i = 0; i < 40; i += 1) {
    const busy = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM operations WHERE status IN ('pending', 'working')");
    if (busy[0].n === 0) break;
    await engine.tick(new Date(Date.now() + 5 * 60_000));
  }
  const failed = await db.query<{ job_id: string; action: string; error_message: string | null }>(
    "SELECT job_id, action, error_message FROM operations WHERE status = 'failed' AND create_time > now() - interval '1 hour'",
  );
  for (const f of failed) {
    const line = `${f.action} ${f.job_id}: ${f.error_message ?? ''}`;
    if (!failedOperations.includes(line)) failedOperations.push(line);
  }
}

const tools: Tools = {
  state,
  call: async (id, overrides = {}) => {
    const { result, error, exchange } = await attempt(proxied, () => generatedFunctions[id](...argumentsFor(id, overrides)));
    const problems = problemsOf(exchange);
    if (error || problems.length) throw new Error(`${id}: ${error?.message ?? ''} ${problems.join('; ')}`);
    return result;
  },
};

beforeAll(async () => {
  proxied = await startProxiedGateway();
  await proxied.signIn('usr-sub');
  // The zone administrator decides software applications (listSoftwareApplications, reviewSoftwareApplication).
  await proxied.signIn('usr-admin');
  await proxied.signIn('usr-owner');
}, 90_000);

afterAll(async () => {
  await proxied?.close();
});

describe('every operation answers a valid request with a success that matches the contract, through prism proxy --errors', () => {
  it('has one case per operation of the contract', () => {
    const cased = CASES.map((c) => c.id);
    expect(new Set(cased).size, 'an operation has two cases').toBe(cased.length);
    expect([...cased].sort()).toEqual([...operations].sort());
  });

  it.each(CASES.map((c) => [c.id, c] as const))('%s', async (id: OperationId, c: Case) => {
    if (c.anonymous) proxied.anonymous();
    else if (id !== 'login') proxied.use(c.as ?? 'usr-owner');
    await c.before?.(tools);
    if (c.navigation) {
      const meta = operationList.find((o) => o.operationId === id)!;
      // Straight to the gateway: Prism's proxy follows a redirect itself and would judge the page it ends on.
      const opened = await fetch(`${proxied.gw.api}${meta.path}?${new URLSearchParams(c.navigation.query as Record<string, string>)}`, {
        redirect: 'manual',
      });
      expect(Object.keys(meta.op.responses ?? {})).toContain('302');
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toMatch(c.navigation.location);
      succeeded.add(id);
      return;
    }
    const before = proxied.exchanges.length;
    // Signing in is the generated login with the demo account's password, and keeps the session it starts.
    const run =
      id === 'login'
        ? await attempt(proxied, () => proxied.signIn(c.as ?? 'usr-owner'))
        : await attempt(proxied, () =>
            generatedFunctions[id](...argumentsFor(id, { path: c.path?.(state), query: c.query?.(state), body: c.body?.(state) })),
          );
    const exchange = run.exchange;
    expect(proxied.exchanges.length, 'the call went through the proxy').toBeGreaterThan(before);
    expect(problemsOf(exchange), `${exchange?.method} ${exchange?.url}`).toEqual([]);
    expect(
      run.error?.message,
      `${exchange?.method} ${exchange?.url} answered ${exchange?.status}: ${JSON.stringify(exchange?.body)}`,
    ).toBeUndefined();
    expect(exchange?.status).toBeGreaterThanOrEqual(200);
    expect(exchange?.status).toBeLessThan(300);
    c.after?.(run.result, state);
    succeeded.add(id);
    if (c.settle) await settle();
  });

  it('answered every operation with a success, and Prism never remocked an answer the gateway did not give', () => {
    expect([...operations].filter((id) => !succeeded.has(id))).toEqual([]);
    // Prism answers a 501 of the upstream from the contract's examples itself: none may have happened.
    expect(proxied.remocked()).toBe(0);
    expect(proxied.exchanges.filter((e) => problemsOf(e).length).map((e) => `${e.method} ${e.url}: ${problemsOf(e).join('; ')}`)).toEqual(
      [],
    );
  });

  it('carried out every accepted change (no operation of the simulated cloud failed)', () => {
    expect(failedOperations).toEqual([]);
  });
});

describe('the largest request the contract allows', () => {
  it('writes a job script of 1048576 characters of Chinese text (3 MiB of JSON)', async () => {
    await proxied.signIn('usr-owner');
    const content = '气'.repeat(1_048_576);
    const { error, exchange } = await attempt(proxied, () =>
      generatedFunctions.createJobFile(...argumentsFor('createJobFile', { body: { file_name: 'largest_script.sh', content } })),
    );
    expect(problemsOf(exchange)).toEqual([]);
    expect(error?.message).toBeUndefined();
    expect(exchange?.status).toBe(200);
  });
});
