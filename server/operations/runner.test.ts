import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../db/database';
import { migrate } from '../db/migrate';
import { Engine } from './runner';
import { recordOperation, type OperationRow } from './records';

let db: Db;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hpc-engine-'));
  db = await openPglite(dir);
  await migrate(db);
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function operation(jobId: string): Promise<OperationRow> {
  return (await db.query<OperationRow>('SELECT * FROM operations WHERE job_id = $1', [jobId]))[0];
}

const base = { resourceType: 'cluster', owner: 'usr-owner', userId: 'usr-owner', zone: 'pek3' };

describe('the operation engine', () => {
  it('advances an operation step by step, after each delay, to successful', async () => {
    const engine = new Engine(db).on('test/twoSteps', async (_tx, op) => (op.step === 0 ? { next: 1000 } : { done: true }));
    const jobId = await recordOperation(db, { ...base, action: 'test/twoSteps', resourceIds: ['hpc-abcd1234'] });
    expect((await operation(jobId)).status).toBe('pending');
    await engine.tick();
    expect(await operation(jobId)).toMatchObject({ status: 'working', step: 1 });
    await engine.tick();
    expect((await operation(jobId)).status).toBe('working');
    await engine.tick(new Date(Date.now() + 1500));
    const done = await operation(jobId);
    expect(done.status).toBe('successful');
    expect(new Date(done.status_time).getTime()).toBeGreaterThanOrEqual(new Date(done.create_time).getTime());
  });

  it('ends failed with the step’s message, and rolls back the step’s own changes and fails the operation when it throws', async () => {
    const engine = new Engine(db)
      .on('test/fails', async () => ({ failed: 'clusters_eip_unavailable', params: { id: 'eip-abcd1234' } }))
      .on('test/throws', async (tx) => {
        await tx.query("UPDATE operations SET resource_names = '{changed}' WHERE action = 'test/throws'");
        throw new Error('boom');
      });
    const failing = await recordOperation(db, { ...base, action: 'test/fails', resourceIds: ['ehpc-abcd1234'] });
    await engine.tick();
    // The message's key and parameters (answered in each request's language by the operation log) and its English text.
    expect(await operation(failing)).toMatchObject({
      status: 'failed',
      error_message: 'The EIP eip-abcd1234 is not available',
      error_key: 'clusters_eip_unavailable',
      error_params: { id: 'eip-abcd1234' },
    });
    const throwing = await recordOperation(db, { ...base, action: 'test/throws', resourceIds: ['ehpc-abcd1234'] });
    await engine.tick();
    expect(await operation(throwing)).toMatchObject({
      status: 'failed',
      error_message: 'Internal error, please try again later',
      error_key: 'internal_error',
      resource_names: [],
    });
  });

  it('fails an operation whose action has no step instead of leaving it pending forever', async () => {
    const jobId = await recordOperation(db, { ...base, action: 'test/unknown', resourceIds: ['hpc-abcd1234'] });
    await new Engine(db).tick();
    expect(await operation(jobId)).toMatchObject({
      status: 'failed',
      error_message: 'no engine step for test/unknown',
      error_key: 'operation_no_step',
      error_params: { action: 'test/unknown' },
    });
  });
});
