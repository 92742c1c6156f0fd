/**
 * The monitors of a cluster on the local cloud show what its hosts do (ADR 0049), as a user reads them through the
 * API: a CPU-bound job on one compute host raises that host's CPU usage and load above the idle one's, and memory
 * is what each host's own processes use, not the machine's. One cluster of real hosts; root and Debian's Slurm,
 * munge and OpenSSH (the cloud project).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leftovers, NOTHING } from '../../cloud/local/cloud-test-support';
import { localCloudAvailable } from '../../cloud/local/index';
import { createRealCluster, useCloudGateway } from '../clusters/cloud-test-support';
import { API } from '../clusters/test-support';

type Row = Record<string, unknown>;
const available = localCloudAvailable();
const SOON = { timeout: 90_000, interval: 500 };
const COMPUTE_MB = 16384;

/** The machine's memory in use (MiB): what a host's figure must not be. */
function machineUsedMb(): number {
  const info = readFileSync('/proc/meminfo', 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? 0);
  return (kb('MemTotal') - kb('MemAvailable')) / 1024;
}

describe.skipIf(!available.ok)('monitors of a cluster on the local cloud', () => {
  const gateway = useCloudGateway('console-monitors');
  const { cloudDir, db, tick } = gateway;
  let clusterId = '';
  let nodeIds: string[] = [];
  let busyHost = '';

  // The machines ticker observes the hosts every 5 s of the engine's ticks.
  /** Each compute host's latest value of a metric, asked per node (tags are the nodes' display names, not host names). */
  const recent = async (metric: string): Promise<Record<string, number | null>> => {
    const hosts = await db().query<{ node_id: string; hostname: string }>(
      "SELECT node_id, hostname FROM cluster_nodes WHERE cluster_id = $1 AND role = 'compute' AND status = 'active' ORDER BY hostname",
      [clusterId],
    );
    const values: Record<string, number | null> = {};
    for (const h of hosts) {
      const answer = await gateway.owner.call('GET', '/monitor/GetRecentMetricData', {
        zone: 'pek3',
        resource_id: h.node_id,
        metric_names: [metric],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const data = (answer.body.data as Row[])[0]!.recent_metric_data as { metric_tag_data: { value: number | null }[] };
      values[h.hostname] = data.metric_tag_data[0]!.value;
    }
    return values;
  };

  it('creates a cluster of two compute hosts', async () => {
    clusterId = await createRealCluster(gateway, 'monitored', 'mon_queue', { cpu: 8, memory: COMPUTE_MB, count: 2 });
    await expect
      .poll(async () => {
        await tick();
        return (await db().query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [clusterId]))[0]?.status;
      }, SOON)
      .toBe('active');
    nodeIds = (
      await db().query<{ node_id: string }>("SELECT node_id FROM cluster_nodes WHERE cluster_id = $1 AND status = 'active'", [clusterId])
    ).map((r) => r.node_id);
  });

  it('shows a CPU-bound job’s host busier than the idle one, in its CPU usage and its load', async () => {
    const [queue] = await db().query<{ hpcqueue_id: string }>('SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1', [
      clusterId,
    ]);
    const answer = await gateway.owner.call('POST', '/portal-hpc/job/submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queue!.hpcqueue_id,
      name: 'busy_loop',
      cores: 1,
      time_limit: 5,
      submit_type: 'command',
      // A loop that never forks: one task always runnable, for 30 s.
      cmd: 'srun sh -c \'timeout 30 sh -c "while :; do :; done" || true\'',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const job = async () =>
      (
        await db().query<{ job_status: string; node_list: string | null }>(
          'SELECT job_status, node_list FROM jobs WHERE hpcjob_uuid = $1',
          [answer.body.hpcjob_uuid],
        )
      )[0]!;
    await expect.poll(async () => (await tick(), (await job()).job_status), SOON).toBe('running');
    busyHost = (await job()).node_list!;
    expect(busyHost).toBe('compute001');
    // The hosts are observed every 5 s; the busy host's minute climbs above the idle one's while the job runs.
    await expect
      .poll(async () => {
        await tick();
        const [cpu, load] = [await recent('cpu_usage'), await recent('system_load')];
        return {
          busy: (cpu.compute001 ?? 0) >= 2,
          aboveIdle: (cpu.compute001 ?? 0) > 2 * (cpu.compute002 ?? Infinity),
          loaded: (load.compute001 ?? 0) > 0 && (load.compute001 ?? 0) > (load.compute002 ?? Infinity),
        };
      }, SOON)
      .toEqual({ busy: true, aboveIdle: true, loaded: true });
    // The node overview says the same of each host (its records in the order of the nodes: controller, login, compute).
    const overview = await gateway.owner.call('GET', '/monitor/GetClusterMonitor', {
      zone: 'pek3',
      cluster_id: clusterId,
      subtype: 'node',
      step: 300,
    });
    const [busy, idle] = ((overview.body.meter_set as Row[]).find((m) => m.meter_id === 'node_cpu_usage')!.data_set as Row[])
      .slice(-2)
      .map((r) => r.value as number);
    expect(busy).toBeGreaterThan(idle!);
    await expect.poll(async () => (await tick(), (await job()).job_status), SOON).toBe('finished');
  });

  it('answers each host’s memory from its own processes, over the memory it was sold, not the machine’s', async () => {
    const memory = await recent('memory_usage');
    for (const host of ['compute001', 'compute002']) {
      const usedMb = (memory[host]! * COMPUTE_MB) / 100;
      expect(usedMb).toBeGreaterThan(0);
      expect(usedMb).toBeLessThan(Math.min(256, machineUsedMb() / 4));
    }
    // The shared storage's disk is read too.
    const storage = await recent('storage_usage');
    expect(storage.compute001).toBeGreaterThan(0);
  });

  it('deletes the cluster: nothing of it is left on the machine', async () => {
    const answer = await gateway.owner.call('POST', API.delete, { cluster_ids: [clusterId] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await expect
      .poll(async () => {
        await tick();
        return (await db().query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [clusterId]))[0]?.status;
      }, SOON)
      .toBe('ceased');
    expect(leftovers(cloudDir, clusterId, nodeIds)).toEqual(NOTHING);
  });
});
