import { existsSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nasExportDir } from '../seed/fixtures';
import type { TestClient } from '../test-support';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from './jobs/test-support';
import { upload } from './storage/test-support';

// A user's own storage quota holds on upload and on job output (issue 14 §5, ADR 0026 "Storage").
const GIB = 1073741824;
let gw: JobsGateway;
let owner: TestClient;
let ownerZh: TestClient;

/** A cluster on an export of its own, and usr-owner's cluster user there with a 1 GiB storage quota; its folder. */
async function clusterWithQuota(id: string): Promise<{ nasId: string; home: string }> {
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: id });
  await addQueue(db, { hpcqueue_id: `hpcq-${id.slice(-8)}`, cluster_id: id, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 8 }] });
  await db.query(
    `INSERT INTO cluster_users (cluster_id, account, owner, uid, password_hash, allocated_core_hours, storage_quota, storage_used, status)
     VALUES ($1, 'usr_owner', 'usr-owner', 10100, '!', 1000, $2, 0, 'active')`,
    [id, GIB],
  );
  const nasId = `nas-${id.replace(/[^a-z0-9]/g, '').slice(-10)}`;
  const home = join(nasExportDir(gw.dataDir, nasId), 'jobs', 'usr_owner');
  mkdirSync(home, { recursive: true });
  mkdirSync(join(nasExportDir(gw.dataDir, nasId), 'other'));
  return { nasId, home };
}

/** A file of `size` bytes in the folder that takes no disk (sparse). */
function sparse(path: string, size: number): void {
  writeFileSync(path, '');
  truncateSync(path, size);
}

const storageUsage = async (clusterId: string) =>
  ((await owner.op('getQuotaUsage', { cluster_id: clusterId })).body.quota_set as { kind: string; used: number }[]).find(
    (q) => q.kind === 'storage',
  );

beforeAll(async () => {
  gw = await startJobsGateway();
  [owner, ownerZh] = await Promise.all([gw.client('usr-owner'), gw.client('usr-owner', 'zh')]);
}, 120_000);
afterAll(() => gw?.close());

describe("a user's own storage quota", () => {
  it('refuses an upload into its folder that would pass the quota before the first byte, in the request language; accepts one that fits and one elsewhere', async () => {
    const { nasId, home } = await clusterWithQuota('ehpc-tsto0001');
    sparse(join(home, 'big.bin'), GIB - 100);
    const refused = await upload(owner, { nas_id: nasId, prefix: 'jobs/usr_owner/' }, { name: 'over.txt', content: 'x'.repeat(200) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ret_code: 2500,
      message: 'Not enough storage quota: the upload would take you past your storage quota of 1 GB on this cluster (1 GB used)',
    });
    expect(existsSync(join(home, 'over.txt'))).toBe(false);
    const zh = await upload(ownerZh, { nas_id: nasId, prefix: 'jobs/usr_owner/' }, { name: 'over.txt', content: 'x'.repeat(200) });
    expect(zh.body.message).toBe('存储配额不足：上传后将超出您在该集群的存储配额 1 GB（已用 1 GB）');
    // A refusal changes nothing: the recorded figure stays.
    expect(await storageUsage('ehpc-tsto0001')).toMatchObject({ used: 0 });

    expect((await upload(owner, { nas_id: nasId, prefix: 'jobs/usr_owner/' }, { name: 'fits.txt', content: 'x'.repeat(100) })).status).toBe(
      200,
    );
    // An accepted upload records the measured figure, which job/quotaUsage answers (the recorded 0 was not the folder's size).
    expect(await storageUsage('ehpc-tsto0001')).toMatchObject({ used: GIB - 100 });
    expect(readFileSync(join(home, 'fits.txt'), 'utf8')).toHaveLength(100);
    // Now exactly at the quota: one byte more is refused (measured again after the accepted upload).
    expect((await upload(owner, { nas_id: nasId, prefix: 'jobs/usr_owner/' }, { name: 'one.txt', content: 'x' })).status).toBe(409);
    // Replacing a file counts only the difference.
    expect(
      (await upload(owner, { nas_id: nasId, prefix: 'jobs/usr_owner/', overwrite: 'true' }, { name: 'fits.txt', content: 'y'.repeat(100) }))
        .status,
    ).toBe(200);
    // Outside its folder the user's quota does not count (the export's own quota does).
    expect((await upload(owner, { nas_id: nasId, prefix: 'other/' }, { name: 'elsewhere.txt', content: 'x'.repeat(200) })).status).toBe(
      200,
    );
  });

  it('ends a job whose output would pass the quota: exited, exit code 122, the reason in its standard error', async () => {
    const { home } = await clusterWithQuota('ehpc-tsto0002');
    sparse(join(home, 'big.bin'), GIB - 10);
    const submitted = await owner.op('submitJob', {
      cluster_id: 'ehpc-tsto0002',
      hpcqueue_id: 'hpcq-tsto0002',
      submit_type: 'command',
      name: 'quota_out',
      cores: 1,
      cmd: 'echo hello; sleep 30',
      time_limit: 60,
    });
    expect(submitted.status).toBe(200);
    const uuid = submitted.body.hpcjob_uuid;
    const detail = async () => (await owner.op('getJobDetail', { id: uuid })).body.job as Record<string, unknown>;
    for (let i = 0; i < 10 && ['pending', 'running'].includes(String((await detail()).job_status)); i++) await gw.advance(3);
    expect(await detail()).toMatchObject({ job_status: 'exited', exit_code: 122 });
    expect(readFileSync(join(home, uuid, `${uuid}.err`), 'utf8')).toContain(`Disk quota exceeded (${GIB} bytes)`);
    expect(existsSync(join(home, uuid, `${uuid}.result.json`))).toBe(true);
  });

  it('lets a job with room write its output and finish', async () => {
    const { home } = await clusterWithQuota('ehpc-tsto0003');
    const submitted = await owner.op('submitJob', {
      cluster_id: 'ehpc-tsto0003',
      hpcqueue_id: 'hpcq-tsto0003',
      submit_type: 'command',
      name: 'quota_room',
      cores: 1,
      cmd: 'echo hello',
      time_limit: 60,
    });
    const uuid = submitted.body.hpcjob_uuid;
    const detail = async () => (await owner.op('getJobDetail', { id: uuid })).body.job as Record<string, unknown>;
    for (let i = 0; i < 20 && ['pending', 'running'].includes(String((await detail()).job_status)); i++) await gw.advance(5);
    expect(await detail()).toMatchObject({ job_status: 'finished', exit_code: 0 });
    expect(readFileSync(join(home, uuid, `${uuid}.out`), 'utf8')).toContain('finished');
    expect((await storageUsage('ehpc-tsto0003'))?.used).toBeGreaterThan(0);
  });
});
