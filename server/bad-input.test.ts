/**
 * The bad-input sweep: for every operation of the contract, invalid requests are refused with a failure
 * status, ret_code != 0 and a message (Chinese by default, English with Accept-Language en), and nothing changes:
 * not a row of any table, not a file of the data directory.
 *
 * The invalid requests are derived from each operation's own schemas (server/testing/bad-input-cases.ts): the
 * contract's example request with one thing broken. Only operations whose schema has nothing of their own to break
 * (every request carries the identity fields, and those are checked once for all) get an explicit case below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from './app';
import { loadBundle } from './contract/document';
import { fieldName } from './http/field-names';
import { DEMO_ACCOUNTS } from './seed/identity';
import { CaseBuilder, pickCases, type InvalidCase, type RequestSpec } from './testing/bad-input-cases';
import { send } from './testing/send';
import { RefusalSweep } from './testing/refusals';
import { startTestGateway, TestClient, type Answer, type TestGateway } from './test-support';

/** Derived cases sent per operation: one of each kind of break first, then other fields. */
const PER_OPERATION = 6;
/** Each operation's cases: a dozen requests, each between two snapshots (generous for a loaded machine). */
const CASE_MS = 30_000;

interface ExplicitCase {
  operationId: string;
  why: string;
  /** Who sends it: the signed-in owner, or nobody. */
  as: 'owner' | 'anonymous';
  request: RequestSpec;
  status: number;
  retCode: number;
}

/** A zone the owner may not use (a test zone not among usr-owner's zones). */
const OWNER = DEMO_ACCOUNTS.find((a) => a.user_id === 'usr-owner')!;
const FOREIGN_ZONE = ['nscc', 'testbm', 'testep', 'testing'].find((z) => !(OWNER.zones as readonly string[]).includes(z)) ?? 'zz-nowhere';

/** Operations with only the identity fields to break: refused by what those fields claim, or without a session. */
const EXPLICIT: ExplicitCase[] = [
  {
    operationId: 'getGlobalUniqueId',
    why: 'claims another user',
    as: 'owner',
    request: { method: 'GET', path: '/iaas/GetGlobalUniqueId', query: { user_id: 'usr-admin' } },
    status: 403,
    retCode: 1300,
  },
  {
    operationId: 'getBalance',
    why: 'asks for a zone the user may not use',
    as: 'owner',
    request: { method: 'GET', path: '/billing/GetBalance', query: { zone: FOREIGN_ZONE } },
    status: 403,
    retCode: 1300,
  },
  {
    operationId: 'getBalance',
    why: 'claims another owner',
    as: 'owner',
    request: { method: 'GET', path: '/billing/GetBalance', query: { owner: 'usr-admin' } },
    status: 403,
    retCode: 1300,
  },
  {
    operationId: 'getNotificationSettings',
    why: "claims another user's settings",
    as: 'owner',
    request: { method: 'GET', path: '/portal-hpc/notification/settings', query: { user_id: 'usr-admin' } },
    status: 403,
    retCode: 1300,
  },
  {
    operationId: 'getSignInOptions',
    why: "names another operation's action (it takes nothing else)",
    as: 'anonymous',
    request: { method: 'GET', path: '/auth/sign_in_options', query: { action: 'login' } },
    status: 409,
    retCode: 1100,
  },
  {
    operationId: 'getSession',
    why: 'has no session',
    as: 'anonymous',
    request: { method: 'GET', path: '/auth/session', query: {} },
    status: 401,
    retCode: 1200,
  },
];

const doc = loadBundle(CONTRACT_FILE);
const builder = new CaseBuilder(doc);
const operations = builder.operations();
const derived = new Map<string, InvalidCase[]>();
/** Operations whose schemas have something of their own to break, beyond the identity fields. */
const breakable = new Set<string>();
const invalidBases: string[] = [];
for (const o of operations) {
  const { cases, invalidBase } = builder.cases(o);
  if (invalidBase) invalidBases.push(o.operationId);
  if (cases.some((c) => !c.identity)) breakable.add(o.operationId);
  // Breaks of the identity fields come after the operation's own, as fillers (or alone, next to an explicit case).
  derived.set(o.operationId, pickCases(cases, PER_OPERATION));
}

let gw: TestGateway;
let owner: TestClient;
const anonymous = () => new TestClient(gw.api);

/** Every refused request, one after the other: each must leave every table and file as it found them. */
let sweep: RefusalSweep;
const sweptRefusal = (client: TestClient, request: RequestSpec, label: string, headers: Record<string, string> = {}): Promise<Answer> =>
  sweep.refused(label, () => send(client, request, headers));

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  owner = new TestClient(gw.api);
  expect((await owner.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
  sweep = new RefusalSweep(gw);
}, 60_000);
afterAll(() => gw?.close());

const CJK = /[\u3400-\u9fff]/;

/** The same request in English: a different message, in English. */
async function expectEnglish(client: TestClient, request: RequestSpec, chinese: Answer, label: string): Promise<void> {
  const english = await sweptRefusal(client, request, `${label} (en)`, { 'accept-language': 'en' });
  expect(english.body.ret_code, label).toBe(chinese.body.ret_code);
  expect(english.body.message, label).not.toBe(chinese.body.message);
  expect(String(english.body.message), label).toMatch(/[A-Za-z]{2,}/);
}

describe('every operation refuses invalid input and changes nothing', () => {
  it('has a valid example request for every operation to derive the invalid ones from', () => {
    expect(invalidBases).toEqual([]);
  });

  it('covers every operation of the contract with at least one invalid case', () => {
    expect(operations.length).toBeGreaterThanOrEqual(135);
    const ids = operations.map((o) => o.operationId);
    // Something of its own broken, or else an explicit case: never only the identity fields every request carries.
    const explicit = new Set(EXPLICIT.map((c) => c.operationId));
    expect(
      ids.filter((id) => !breakable.has(id) && !explicit.has(id)),
      'operations without an invalid case of their own',
    ).toEqual([]);
    expect(
      [...explicit].filter((id) => breakable.has(id)),
      'explicit cases of operations that have schema cases',
    ).toEqual([]);
    expect(
      ids.filter((id) => !derived.get(id)?.length),
      'operations without a derived case',
    ).toEqual([]);
  });

  for (const o of operations) {
    const cases = derived.get(o.operationId) ?? [];
    if (!cases.length) continue;
    it(
      `${o.operationId}: ${cases.map((c) => `${c.field} ${c.kind}`).join(', ')}`,
      async () => {
        for (const [i, c] of cases.entries()) {
          const label = `${o.operationId} ${c.field} ${c.kind}`;
          const answer = await sweptRefusal(owner, c.request, label);
          // A contract violation (ADR 0001): 1100 with the broken field named in validation[].
          expect(answer.body.ret_code, label).toBe(1100);
          expect(CJK.test(String(answer.body.message)), `${label}: Chinese by default`).toBe(true);
          // Named by its location, or (a missing field, located at its parent) in words in the message (field-names.ts).
          const leaf = c.field.split('.').pop()!;
          const validation = JSON.stringify(answer.body.validation ?? []);
          expect(
            validation.includes(`"${leaf}"`) || validation.includes(fieldName(leaf, 'zh')),
            `${label}: validation names ${leaf} (${validation})`,
          ).toBe(true);
          if (i === 0) await expectEnglish(owner, c.request, answer, label);
        }
      },
      CASE_MS,
    );
  }

  for (const c of EXPLICIT) {
    it(
      `${c.operationId}: ${c.why}`,
      async () => {
        const client = c.as === 'owner' ? owner : anonymous();
        const label = `${c.operationId} ${c.why}`;
        const answer = await sweptRefusal(client, c.request, label);
        expect(answer.status, label).toBe(c.status);
        expect(answer.body.ret_code, label).toBe(c.retCode);
        expect(CJK.test(String(answer.body.message)), `${label}: Chinese by default`).toBe(true);
        await expectEnglish(client, c.request, answer, label);
      },
      CASE_MS,
    );
  }
});
