/**
 * The whole path of ADR 0065 on real engines: a site's running Slurm (a head host with slurmctld and slurmrestd)
 * and its spare machines, each a host of its own with an sshd, in network namespaces (server/testing/site.ts). A zone
 * administrator registers the cluster from the console (each wrong setting refused with its cause), its owner sees
 * its queue and submits; two machines join from the pool and a job runs across them; one goes back to the pool; the
 * other dies mid-job.
 */
import { randomBytes, generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCloudAvailable } from '../../cloud/local/available';
import type { RequestOf } from '../../http/handler-types';
import { startSite, type Site, type SiteMachine } from '../../testing/site';
import { queueIdOf } from '../jobs/public';
import { DEMO_ACCOUNTS } from '../../seed/identity';
import { startTestGateway, TestClient, type TestGateway } from '../../test-support';

const available = localCloudAvailable();
if (!available.ok) console.warn(`site.cloud.test: skipped, the local cloud cannot run here: ${available.why}`);

let site: Site;
let gw: TestGateway;
let previousSync: string | undefined;
let admin: TestClient;
let owner: TestClient;
let clusterId = '';
const ids: Record<string, string> = {};

describe.skipIf(!available.ok)("a site's Slurm and machines, from the console", () => {
  beforeAll(async () => {
    site = await startSite({ machines: 3 });
    // The gateway's own engine on the real clock, as slurmctld's: the sync asks for what changed since its last pass.
    previousSync = process.env.HPC_SLURM_SYNC_MS;
    process.env.HPC_SLURM_SYNC_MS = '500';
    gw = await startTestGateway(undefined, { runEngine: true });
    admin = await signIn('usr-admin');
    owner = await signIn('usr-owner');
  }, 240_000);
  afterAll(async () => {
    if (previousSync === undefined) delete process.env.HPC_SLURM_SYNC_MS;
    else process.env.HPC_SLURM_SYNC_MS = previousSync;
    await gw?.close();
    await site?.stop();
  }, 120_000);

  async function signIn(userId: string): Promise<TestClient> {
    const client = new TestClient(gw.api, 'en');
    const account = DEMO_ACCOUNTS.find((a) => a.user_id === userId)!;
    expect((await client.login(userId, account.password)).status).toBe(200);
    return client;
  }
  /** Reads until `check` holds (the gateway's engine syncs with slurmrestd every half second). */
  async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (check(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const form = (over: Partial<RequestOf<'registerSlurmCluster'>> = {}): RequestOf<'registerSlurmCluster'> => ({
    cluster_name: 'site_slurm',
    cluster_owner: 'usr-owner',
    rest_url: site.head.restUrl,
    jwt_key_path: site.head.jwtKeyFile,
    login_endpoint: site.head.sshEndpoint,
    shared_path: site.head.sharedDir,
    accounts: [{ user_id: 'usr-owner', account: site.head.account }],
    munge_key_path: site.head.mungeKeyFile,
    controller: site.head.controller,
    node_feature: site.head.feature,
    ...over,
  });
  const problems = (answer: { body: Record<string, unknown> }) =>
    (answer.body.validation as { location: string[]; message: string }[] | undefined)?.map((p) => [p.location.join('.'), p.message]);
  const addMachine = (m: SiteMachine, over: Partial<RequestOf<'addMachine'>> = {}) =>
    admin.op('addMachine', { name: m.name, address: m.address, port: m.port, user: m.user, private_key: m.privateKey, ...over });
  const machineRows = async () => (await admin.op('listMachines', { limit: 100 })).body.machine_set;
  const nodes = async () =>
    (
      ((await owner.op('listNodes', { cluster_id: clusterId, limit: 100 })).body.node_set as {
        name: string;
        role: string;
        status: string;
        health_status?: string;
      }[]) ?? []
    ).filter((n) => n.role === 'compute');
  const submit = async (name: string, cores: number, cmd: string) => {
    const answer = await owner.op('submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queueIdOf(clusterId, site.head.partition),
      name,
      priority: 5,
      cores,
      time_limit: 30,
      submit_type: 'command',
      cmd,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return String(answer.body.hpcjob_uuid);
  };
  const job = async (uuid: string) =>
    (
      await gw.gateway.db.query<{ job_status: string; scheduler_state: string | null; stdout_path: string | null }>(
        'SELECT job_status, scheduler_state, stdout_path FROM jobs WHERE hpcjob_uuid = $1',
        [uuid],
      )
    )[0]!;

  it('refuses a wrong key, an unreachable slurmrestd and a missing shared folder, each in words; then registers it', async () => {
    const wrongKey = join(site.dir, 'wrong-jwt.key');
    writeFileSync(wrongKey, randomBytes(32), { mode: 0o600 });
    expect(problems(await admin.op('registerSlurmCluster', form({ jwt_key_path: wrongKey })))).toEqual([
      [
        'body.jwt_key_path',
        `slurmrestd refused a token signed with this JWT key for the account ${site.head.account}: it is not the cluster's key`,
      ],
    ]);
    const closed = `http://${site.head.address}:6999`;
    expect(problems(await admin.op('registerSlurmCluster', form({ rest_url: closed })))).toEqual([
      ['body.rest_url', `slurmrestd did not answer at ${closed}: connection refused (nothing listens there)`],
    ]);
    const missing = join(site.head.sharedDir, 'not-there');
    expect(problems(await admin.op('registerSlurmCluster', form({ shared_path: missing })))).toEqual([
      ['body.shared_path', `The gateway cannot read the folder ${missing}: it does not exist`],
    ]);
    expect((await admin.op('listSlurmClusters', {})).body.total_count).toBe(0);

    const registered = await admin.op('registerSlurmCluster', form());
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.check).toMatchObject({ api_version: 'v0.0.38', partition_count: 1 });
    clusterId = registered.body.cluster_id;
    const listed = await until(
      async () => (await admin.op('listSlurmClusters', {})).body.slurm_cluster_set[0],
      (c) => c?.health.partition_count === 1 && c.health.answer_ms !== undefined,
    );
    expect(listed).toMatchObject({ takes_machines: true, health: { partition_count: 1, last_sync_time: expect.any(String) } });
    expect(listed?.health.last_error).toBeUndefined();
    const queues = (await owner.op('listEhpcQueues', { cluster_id: clusterId, limit: 100 })).body.hpc_queue_set as { queue_name: string }[];
    expect(queues.map((q) => q.queue_name)).toEqual([site.head.partition]);
  }, 120_000);

  it('adds machines to the pool only once they answered: a vacant address, a wrong key, no slurmd refused in words', async () => {
    const [m1, m2, m3] = site.machines as [SiteMachine, SiteMachine, SiteMachine];
    expect(problems(await addMachine(m3, { address: site.vacantAddress }))).toEqual([
      [
        'body.address',
        expect.stringMatching(
          new RegExp(`^The machine ${m3.name} \\(${site.vacantAddress.replaceAll('.', '\\.')}:22\\) does not answer: `),
        ),
      ],
    ]);
    const other = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(problems(await addMachine(m3, { private_key: other }))).toEqual([
      ['body.private_key', `The machine ${m3.name} refused this key for the user root`],
    ]);
    await site.hideSlurmd(m3.name);
    expect(problems(await addMachine(m3))).toEqual([['body.address', `The machine ${m3.name} has no slurmd: install slurm-wlm (slurmd)`]]);
    for (const m of [m1, m2]) {
      const answer = await addMachine(m);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.machine).toMatchObject({ name: m.name, state: 'free', hostname: m.name });
      ids[m.name] = answer.body.machine.machine_id;
    }
    expect((await machineRows()).map((m) => m.name)).toEqual([m1.name, m2.name]);
  }, 120_000);

  it('joins two machines as nodes, and a job of more cores than one has runs across both', async () => {
    const [m1, m2] = site.machines as [SiteMachine, SiteMachine];
    const joined = await admin.op('addMachineNodes', { cluster_id: clusterId, machine_ids: [ids[m1.name]!, ids[m2.name]!] });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.machine_set.map((m) => [m.name, m.state, m.cluster_name])).toEqual([
      [m1.name, 'node', 'site_slurm'],
      [m2.name, 'node', 'site_slurm'],
    ]);
    const listed = await until(nodes, (n) => [m1.name, m2.name].every((name) => n.some((x) => x.name === name && x.status === 'active')));
    expect(
      listed
        .filter((n) => n.status === 'active')
        .map((n) => n.name)
        .sort(),
    ).toEqual([m1.name, m2.name]);

    const [{ cpus }] = await gw.gateway.db.query<{ cpus: number }>('SELECT cpus FROM machines WHERE machine_id = $1', [ids[m1.name]]);
    const uuid = await submit('across', cpus + 1, 'srun hostname | sort -u');
    const ended = await until(
      () => job(uuid),
      (j) => !['pending', 'running'].includes(j.job_status),
      120_000,
    );
    expect(ended.job_status, JSON.stringify(ended)).toBe('finished');
    expect(readFileSync(ended.stdout_path!, 'utf8').trim().split('\n')).toEqual([m1.name, m2.name]);
  }, 240_000);

  it('returns a machine to the pool: free, its node gone from the cluster, the other still a node', async () => {
    const [m1, m2] = site.machines as [SiteMachine, SiteMachine];
    const released = await admin.op('releaseMachineNodes', { machine_ids: [ids[m2.name]!] });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.machine_set.map((m) => [m.name, m.state, m.last_error])).toEqual([[m2.name, 'free', undefined]]);
    expect(site.processes(m2.name).filter((p) => /slurmd|munged/.test(p))).toEqual([]);
    const left = await until(nodes, (n) => !n.some((x) => x.name === m2.name && x.status !== 'deleted'));
    expect(left.filter((n) => n.status !== 'deleted').map((n) => n.name)).toEqual([m1.name]);
  }, 120_000);

  it('a machine that dies mid-job: its node shows down, Slurm takes its job back, and it returns to the pool unreached', async () => {
    const [m1] = site.machines as [SiteMachine];
    const uuid = await submit('long', 1, 'sleep 600');
    await until(
      () => job(uuid),
      (j) => j.job_status === 'running',
    );
    await site.kill(m1.name);
    const down = await until(nodes, (n) => n.some((x) => x.name === m1.name && x.health_status === 'unhealthy'), 90_000);
    expect(down.find((x) => x.name === m1.name)).toMatchObject({ health_status: 'unhealthy' });
    const [machine] = (await machineRows()).filter((m) => m.name === m1.name);
    expect(machine).toMatchObject({ state: 'node', node_health: 'unhealthy' });
    // Slurm 22.05 requeues a batch job whose node failed (JobRequeue=1): the console's job waits again.
    const requeued = await until(
      () => job(uuid),
      (j) => j.job_status === 'pending',
    );
    const slurmSays = async () => site.inHost('sitehead', ['scontrol', 'show', 'job', '-o']).catch((e: unknown) => String(e));
    expect(requeued.job_status, `${JSON.stringify(requeued)} ${await slurmSays()}`).toBe('pending');

    const released = await admin.op('releaseMachineNodes', { machine_ids: [ids[m1.name]!] });
    expect(released.body.machine_set.map((m) => [m.name, m.state])).toEqual([[m1.name, 'free']]);
    expect(released.body.machine_set[0]?.last_error).toMatch(/^The machine was not reached when it was returned/);
    expect((await owner.op('stopJobs', { cluster_id: clusterId, job_ids: [uuid] })).status).toBe(200);
    const removed = await admin.op('removeSlurmCluster', { cluster_id: clusterId });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  }, 240_000);
});
