/** createFileSystem's "Lack of balance" (contract: refused when the account cannot pay for the capacity), in English and Chinese, nothing created. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support';
import { startStorageWorld, stateOf, type StorageWorld } from './test-support';

let w: StorageWorld;
beforeAll(async () => {
  w = await startStorageWorld();
}, 90_000);
afterAll(() => w?.gw.close());

const setBalance = (available: number) =>
  w.gw.gateway.db.query("UPDATE account_balances SET available = $1 WHERE owner = 'usr-owner'", [available]);

describe('createFileSystem and the balance', () => {
  it('refuses an account in arrears, or one whose balance does not cover an hour of the capacity, and changes nothing', async () => {
    const before = await stateOf(w.gw);
    await setBalance(-5);
    const arrears = await w.owner.op('createFileSystem', { name: 'arrears_fs', capacity: 10 });
    expect(arrears.status).toBe(409);
    expect(arrears.body).toMatchObject({ ret_code: 2500, message: 'Lack of balance' });
    // 1000 GiB at 0.0007 an hour is 0.7: a balance of 0.5 does not cover it, 10 GiB (0.007) is covered.
    await setBalance(0.5);
    const chinese = new TestClient(w.gw.api, 'zh');
    expect((await chinese.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    const short = await chinese.op('createFileSystem', { name: 'big_fs_01', capacity: 1000 });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ ret_code: 2500, message: '余额不足' });
    expect(await stateOf(w.gw)).toEqual(before);
    const covered = await w.owner.op('createFileSystem', { name: 'small_fs_01', capacity: 10 });
    expect(covered.status).toBe(200);
    await setBalance(48560.475);
  });
});
