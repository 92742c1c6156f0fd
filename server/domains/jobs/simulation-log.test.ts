import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import type { TestClient } from '../../test-support';
import { LOG_TAIL_BYTES } from './simulation-log';
import { approveSoftware, startJobsGateway, type JobsGateway } from './test-support';

let gw: JobsGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startJobsGateway();
  await gw.gateway.db.query("DELETE FROM jobs WHERE portal = 'ispf'");
  owner = await gw.client('usr-owner');
  await approveSoftware(gw.gateway.db, 'usr-owner', 'hpcsw-fluent23');
}, 120_000);
afterAll(() => gw?.close());

const form = { hpcsw_id: 'hpcsw-fluent23', cores: 4, input_file: '/share/ispf/usr-owner/car_body/car_body.cas.h5' };
const log = (id: string, client = owner, query: Partial<RequestOf<'getSimulationJobLog'>> = {}) =>
  client.op('getSimulationJobLog', { sjob_id: id, ...query });

async function submitted(body: Partial<RequestOf<'submitSimulationJob'>> & { name: string }): Promise<string> {
  const answer = await owner.op('submitSimulationJob', { ...form, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.sjob_id);
}

describe('simulation job log', () => {
  it('answers the owner the log of a running job, growing, then the finished job’s whole log', async () => {
    const id = await submitted({ name: 'log run', cmd: 'sleep 4' });
    const pending = await log(id);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      action: 'simulation/joblog/{sjob_id}',
      log: { stream: 'stdout', exists: false, text: '', running: true },
    });

    await gw.advance(2);
    const running = (await log(id)).body.log;
    expect(running).toMatchObject({ exists: true, running: true, truncated: false });
    expect(running.path).toMatch(/^\/share\/ispf\//);
    expect(running.text).toMatch(/^Job \d+ \(log run\) started at /);
    expect(running.size).toBe(Buffer.byteLength(running.text));

    await gw.advance(6);
    const done = (await log(id)).body.log;
    expect(done.running).toBe(false);
    expect(done.text.startsWith(running.text)).toBe(true);
    expect(done.text).toMatch(/finished at .* with exit code 0 after \d+ s\n$/);

    const stderr = await log(id, owner, { stream: 'stderr' });
    expect(stderr.body.log).toMatchObject({ stream: 'stderr', exists: true, text: '', size: 0, running: false });
  });

  it('is "not found" (404) for another account, and for a job that does not exist; a bad stream is refused naming the field', async () => {
    const id = await submitted({ name: 'private run', cmd: 'sleep 2' });
    await gw.advance(2);
    const admin = await gw.client('usr-admin');
    const other = await log(id, admin);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('started at');
    expect((await log('sjob-nothing1')).status).toBe(404);
    const bad = await owner.call('GET', `/portal-hpc/simulation/joblog/${id}`, { stream: '../../etc/passwd' });
    expect(bad.status).toBe(422);
    expect(String(bad.body.message)).not.toContain('query.stream');
  });

  it('answers the last 1 MiB of a long log, and never reads a path outside the simulation storage', async () => {
    const id = await submitted({ name: 'long run', cmd: 'sleep 2' });
    await gw.advance(6);
    const path = '/share/ispf/usr-owner/long_run/long.out';
    const real = join(gw.dataDir, 'ispf', 'usr-owner/long_run/long.out');
    mkdirSync(dirname(real), { recursive: true });
    // A two-byte character cut by the start of the tail is dropped, not shown broken.
    // The end line is 9 bytes: the tail starts in the middle of an é.
    writeFileSync(real, `${'a'.repeat(10)}${'é'.repeat(LOG_TAIL_BYTES / 2)}the end.\n`);
    await gw.gateway.db.query('UPDATE jobs SET stdout_path = $1, stderr_path = $2 WHERE hpcjob_uuid = $3', [
      path,
      '/share/ispf/../../secrets.txt',
      id,
    ]);
    writeFileSync(join(gw.dataDir, 'secrets.txt'), 'secret\n');
    const long = (await log(id)).body.log;
    expect(long).toMatchObject({ truncated: true, size: 10 + LOG_TAIL_BYTES + 9 });
    expect(long.text.endsWith('éthe end.\n')).toBe(true);
    expect(Buffer.byteLength(long.text)).toBe(LOG_TAIL_BYTES - 1);
    expect(long.text).not.toContain('a');
    expect(long.text).not.toContain('\ufffd');
    const outside = await log(id, owner, { stream: 'stderr' });
    expect(outside.status).toBe(200);
    expect(outside.body.log).toMatchObject({ exists: false, text: '' });
  });
});
