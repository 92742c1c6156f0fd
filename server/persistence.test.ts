/**
 * A restart keeps every acknowledged change: the same data dir, a new gateway process state.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestGateway, TestClient } from './test-support';

const dataDir = mkdtempSync(join(tmpdir(), 'hpc-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('persistence across restarts', () => {
  it('reads back a renamed cluster and an opened permission after stop and start, and does not seed twice', async () => {
    const first = await startTestGateway(dataDir, { runEngine: false });
    const owner = new TestClient(first.api);
    await owner.login('usr-owner', 'Owner#Hpc2026');
    const renamed = await owner.call('POST', '/portal-hpc/cluster/modifyCluster', {
      cluster_id: 'ehpc-k8x2m4q1',
      cluster_name: '重启后仍在_kept',
    });
    expect(renamed.status).toBe(200);
    const before = await owner.call('GET', '/portal-hpc/cluster/list', { limit: 100 });
    expect((await owner.call('POST', '/portal-hpc/subuser/permission/enable', { zone: 'sh1a', sub_user_id: 'usr-sub' })).status).toBe(200);
    await first.gateway.close();

    const second = await startTestGateway(dataDir, { runEngine: false });
    try {
      const again = new TestClient(second.api);
      expect((await again.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
      const list = await again.call('GET', '/portal-hpc/cluster/list', { cluster_id: ['ehpc-k8x2m4q1'] });
      expect((list.body.cluster_set as { cluster_name: string }[])[0].cluster_name).toBe('重启后仍在_kept');
      const subAgain = new TestClient(second.api);
      await subAgain.login('usr-sub', 'SubUser#Hpc2026');
      expect((await subAgain.call('GET', '/portal-hpc/permission/usr-sub', { zone: 'sh1a' })).body.status).toBe('enable');
      // The seed ran once: a restart does not add the demo data again.
      const after = await again.call('GET', '/portal-hpc/cluster/list', { limit: 100 });
      expect(after.body.total_count).toBe(before.body.total_count);
    } finally {
      await second.gateway.close();
    }
  }, 120_000);
});
