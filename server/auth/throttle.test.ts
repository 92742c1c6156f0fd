import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, TestClient, type TestGateway } from '../test-support';
import { ACCOUNT_RULE, ADDRESS_RULE, delayAfter, lockAfter } from './throttle';

let gw: TestGateway;
beforeAll(async () => {
  // The test client is the proxy: X-Forwarded-For from loopback is believed (HPC_TRUST_PROXY=127.0.0.1).
  gw = await startTestGateway(undefined, { config: { trustProxy: '127.0.0.1' } });
}, 90_000);
afterAll(() => gw?.close());

/** Each test signs in from its own address (the gateway trusts X-Forwarded-For from loopback here), so their counts stay apart. */
function from(address: string, lang = 'en') {
  const client = new TestClient(gw.api, lang);
  const signIn = (user_name: string, password: string) =>
    client.call('POST', '/auth/login', { user_name, password }, { 'x-forwarded-for': address });
  return { client, signIn };
}

const throttleRow = async (key: string) =>
  (
    await gw.gateway.db.query<{ failures: number; locked_until: Date | null }>(
      'SELECT failures, locked_until FROM sign_in_throttle WHERE key = $1',
      [key],
    )
  )[0];

describe('sign-in throttling rules', () => {
  it('delays from the third failure of an account, doubling up to 4 s, and locks at the fifth for a minute, doubling up to 15 min', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => delayAfter(n, ACCOUNT_RULE))).toEqual([0, 0, 500, 1000, 2000, 4000, 4000, 4000]);
    expect([4, 5, 6, 7, 8, 9, 10].map((n) => lockAfter(n, ACCOUNT_RULE))).toEqual([0, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
    // An address (a whole office behind one NAT) gets far more room than one account.
    expect(delayAfter(9, ADDRESS_RULE)).toBe(0);
    expect(lockAfter(19, ADDRESS_RULE)).toBe(0);
    expect(lockAfter(20, ADDRESS_RULE)).toBe(60_000);
  });
});

describe('sign-in throttling', () => {
  it('locks an account at its fifth failure, refuses even the right password while locked, and says when to retry', async () => {
    const { signIn } = from('203.0.113.10');
    for (let n = 1; n <= 4; n += 1) {
      const answer = await signIn('usr-sub', `Wrong#Pass${n}`);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ ret_code: 1200, message: 'Wrong user name or password' });
    }
    const fifth = await signIn('usr-sub', 'Wrong#Pass5');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ ret_code: 1210, message: 'Too many failed sign-ins: please try again in 1 min' });
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(fifth.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const right = await signIn('usr-sub', 'SubUser#Hpc2026');
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);
    // In Chinese too, from another address: the account's lock holds wherever the attempt comes from.
    const chinese = await from('198.51.100.7', 'zh-cn').signIn('USR-SUB', 'SubUser#Hpc2026');
    expect(chinese.status).toBe(429);
    expect(chinese.body.message).toBe('登录失败次数过多，请 1 分钟后再试');
    // Once the lock has run out the right password works, and clears the account's count.
    await gw.gateway.db.query("UPDATE sign_in_throttle SET locked_until = now() - interval '1 second' WHERE key = 'account:usr-sub'");
    const after = await signIn('usr-sub', 'SubUser#Hpc2026');
    expect(after.status).toBe(200);
    expect(await throttleRow('account:usr-sub')).toBeUndefined();
  }, 60_000);

  it('counts failures per account, whichever of its identifiers was typed: the lock holds for its e-mail in capitals too', async () => {
    const { signIn } = from('203.0.113.50');
    for (let n = 1; n <= 4; n += 1) expect((await signIn('usr-admin', `Wrong#Pass${n}`)).status).toBe(401);
    // The fifth failure by another of its identifiers, another case: the same account, so it locks.
    const fifth = await signIn('Admin@Example.COM', 'Wrong#Pass5');
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe('Too many failed sign-ins: please try again in 1 min');
    for (const identifier of ['usr-admin', 'ADMIN@EXAMPLE.COM', 'admin@example.com']) {
      const right = await from('198.51.100.50').signIn(identifier, 'Admin#Hpc2026');
      expect([identifier, right.status]).toEqual([identifier, 429]);
      expect(right.headers.getSetCookie()).toEqual([]);
    }
    expect(
      await gw.gateway.db.query("SELECT 1 FROM sessions WHERE user_id = 'usr-admin' AND create_time > now() - interval '1 minute'"),
    ).toEqual([]);
    await gw.gateway.db.query("DELETE FROM sign_in_throttle WHERE key = 'account:usr-admin'");
  }, 60_000);

  it('answers an account that does not exist exactly like one that does, and locks it the same way', async () => {
    const { signIn } = from('203.0.113.20');
    const answers = [];
    for (let n = 1; n <= 5; n += 1) answers.push(await signIn('nobody@example.com', `Wrong#Pass${n}`));
    expect(answers.map((answer) => [answer.status, answer.body.ret_code, answer.body.message])).toEqual([
      ...Array.from({ length: 4 }, () => [401, 1200, 'Wrong user name or password']),
      [429, 1210, 'Too many failed sign-ins: please try again in 1 min'],
    ]);
    expect(await throttleRow('account:nobody@example.com')).toMatchObject({ failures: 5 });
  }, 60_000);

  it('doubles the next lock when failures go on after a lock ends, and a success starts the count again', async () => {
    const { signIn } = from('203.0.113.30');
    await gw.gateway.db.query(
      "INSERT INTO sign_in_throttle (key, failures, last_failure, locked_until) VALUES ('account:iam-alice', 5, now(), now() - interval '1 second')",
    );
    const sixth = await signIn('iam-alice', 'Wrong#Pass6');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many failed sign-ins: please try again in 2 min');
    const row = await throttleRow('account:iam-alice');
    expect(row.failures).toBe(6);
    expect(new Date(row.locked_until!).getTime() - Date.now()).toBeGreaterThan(60_000);
    await gw.gateway.db.query("UPDATE sign_in_throttle SET locked_until = NULL WHERE key = 'account:iam-alice'");
    expect((await signIn('iam-alice', 'Alice#Hpc2026')).status).toBe(200);
    expect((await signIn('iam-alice', 'Wrong#Pass1')).status).toBe(401);
    expect((await throttleRow('account:iam-alice')).failures).toBe(1);
  }, 60_000);

  it('locks an address at its twentieth failure whatever the accounts, and forgets failures an hour old', async () => {
    const { signIn } = from('203.0.113.40');
    await gw.gateway.db.query("INSERT INTO sign_in_throttle (key, failures, last_failure) VALUES ('address:203.0.113.40', 19, now())");
    const twentieth = await signIn('someone-else', 'Wrong#Pass1');
    expect(twentieth.status).toBe(429);
    expect((await signIn('usr-owner', 'Owner#Hpc2026')).status).toBe(429);
    // Another address is not concerned.
    expect((await from('203.0.113.41').signIn('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    // An old count is forgotten: the next failure counts as the first.
    await gw.gateway.db.query(
      "UPDATE sign_in_throttle SET failures = 4, last_failure = now() - interval '2 hours', locked_until = NULL WHERE key = 'account:usr-admin'",
    );
    await gw.gateway.db.query(
      "INSERT INTO sign_in_throttle (key, failures, last_failure) VALUES ('account:usr-admin', 4, now() - interval '2 hours') ON CONFLICT (key) DO NOTHING",
    );
    expect((await from('203.0.113.42').signIn('usr-admin', 'Wrong#Pass1')).status).toBe(401);
    expect((await throttleRow('account:usr-admin')).failures).toBe(1);
  }, 60_000);
});
