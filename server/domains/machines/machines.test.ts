/**
 * The machine pool's rules at the gateway (ADR 0065), with machines and Slurm in memory (FakeMachines, FakeSlurm;
 * the SSH engine on real machines is server/machines/machines.cloud.test.ts's, the whole path with a real Slurm
 * server/machines/site.cloud.test.ts's): refusals in words at the field, nothing half-joined, a second click refused,
 * a machine that does not answer freed, a node neither removed nor its cluster removed until it is returned.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import type { TestClient } from '../../test-support';
import { startJobsGateway, type JobsGateway } from '../jobs/test-support';
import { useSlurmClients } from '../slurm-clusters/public';
import { FakeSlurm } from '../slurm-clusters/fake-slurm';
import { useMachineEngine } from './engine';
import { FakeMachines } from './fake-machines';

let gw: JobsGateway;
let admin: TestClient;
let slurm: FakeSlurm;
let machines: FakeMachines;
let dir: string;
let clusterId = '';
let plainId = '';
const ids: Record<string, string> = {};
const KEY = `-----BEGIN OPENSSH PRIVATE KEY-----\n${'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW'.repeat(2)}\n-----END OPENSSH PRIVATE KEY-----\n`;

beforeAll(async () => {
  gw = await startJobsGateway();
  slurm = new FakeSlurm();
  slurm.now = () => gw.now();
  machines = new FakeMachines(slurm);
  useSlurmClients(() => slurm);
  useMachineEngine(machines);
  dir = mkdtempSync(join(tmpdir(), 'hpc-machines-'));
  for (const file of ['jwt.key', 'munge.key']) writeFileSync(join(dir, file), 'k'.repeat(32), { mode: 0o600 });
  admin = await gw.client('usr-admin', 'en');
  const base: RequestOf<'registerSlurmCluster'> = {
    cluster_name: 'plain',
    cluster_owner: 'usr-owner',
    rest_url: 'http://10.0.0.5:6820',
    jwt_key_path: join(dir, 'jwt.key'),
    login_endpoint: 'login01',
    shared_path: dir,
    accounts: [{ user_id: 'usr-owner', account: 'hpc_owner' }],
  };
  plainId = String((await admin.op('registerSlurmCluster', base)).body.cluster_id);
  const pool = await admin.op('registerSlurmCluster', {
    ...base,
    cluster_name: 'pooled',
    munge_key_path: join(dir, 'munge.key'),
    controller: '10.0.0.5:6817',
  });
  clusterId = String(pool.body.cluster_id);
}, 120_000);
afterAll(async () => {
  useSlurmClients(null);
  useMachineEngine(null);
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

const add = (name: string, address: string, over: Partial<RequestOf<'addMachine'>> = {}) =>
  admin.op('addMachine', { name, address, port: 22, user: 'root', private_key: KEY, ...over });
const listed = async () => (await admin.op('listMachines', { limit: 100 })).body.machine_set;
const problems = (answer: { body: Record<string, unknown> }) =>
  (answer.body.validation as { location: string[]; message: string }[] | undefined)?.map((p) => [p.location.join('.'), p.message]);

describe('the pool', () => {
  it('takes a machine only once it answered over SSH, refusing in words at the field, nothing saved', async () => {
    machines.refusals.set('10.9.0.1', 'unreachable');
    machines.refusals.set('10.9.0.2', 'key_refused');
    machines.refusals.set('10.9.0.3', 'no_slurmd');
    machines.refusals.set('10.9.0.4', 'not_root');
    expect(problems(await add('m1', '10.9.0.1'))).toEqual([
      ['body.address', 'The machine m1 (10.9.0.1:22) does not answer: connection refused (nothing listens there)'],
    ]);
    expect(problems(await add('m2', '10.9.0.2'))).toEqual([['body.private_key', 'The machine m2 refused this key for the user root']]);
    expect(problems(await add('m3', '10.9.0.3'))).toEqual([['body.address', 'The machine m3 has no slurmd: install slurm-wlm (slurmd)']]);
    expect(problems(await add('m4', '10.9.0.4', { user: 'ops' }))).toEqual([
      ['body.user', 'The user ops on the machine m4 is not root and cannot use sudo without a password'],
    ]);
    expect(await listed()).toEqual([]);

    for (const [name, address] of [
      ['node-a', '10.9.1.1'],
      ['node-b', '10.9.1.2'],
      ['node-c', '10.9.1.3'],
    ] as const) {
      const answer = await add(name, address);
      expect(answer.status).toBe(200);
      expect(answer.body.machine).toMatchObject({ name, address, state: 'free', cpus: 8, memory_mb: 16000 });
      expect(answer.body.machine).not.toHaveProperty('private_key');
      ids[name] = answer.body.machine.machine_id;
    }
    expect(problems(await add('node-a', '10.9.9.9'))).toEqual([['body.name', 'The pool already has a machine named node-a']]);
    expect(problems(await add('other', '10.9.1.1'))).toEqual([['body.address', 'The pool already has the machine at 10.9.1.1:22']]);
    expect((await listed()).map((m) => m.name)).toEqual(['node-a', 'node-b', 'node-c']);
  });

  it('is a zone administrator’s alone', async () => {
    const owner = await gw.client('usr-owner', 'en');
    expect((await owner.op('listMachines', {})).status).toBe(403);
    expect((await owner.op('addMachineNodes', { cluster_id: clusterId, machine_ids: [ids['node-a']!] })).status).toBe(403);
  });
});

describe('machines as nodes', () => {
  it('joins only a cluster that takes machines', async () => {
    const answer = await admin.op('addMachineNodes', { cluster_id: plainId, machine_ids: [ids['node-a']!] });
    expect([answer.status, answer.body.message]).toEqual([
      409,
      "The cluster plain cannot take machines: give its munge key file and slurmctld's address in its settings",
    ]);
    expect((await listed()).every((m) => m.state === 'free')).toBe(true);
  });

  it('undoes a join that fails half-way: every machine of it free again, the cause named and kept on its row', async () => {
    machines.refusals.set('10.9.1.2', 'no_shared_path');
    const answer = await admin.op('addMachineNodes', { cluster_id: clusterId, machine_ids: [ids['node-a']!, ids['node-b']!] });
    const words = `The machine node-b does not have the cluster's shared storage at ${dir}: mount it first`;
    expect([answer.status, problems(answer)]).toEqual([409, [['body.machine_ids', words]]]);
    // node-a joined, then left again: it is no node of slurmctld and the pool has it free.
    expect(machines.calls.filter((c) => c.address === '10.9.1.1').map((c) => c.method)).toEqual(['probe', 'join', 'leave']);
    expect(slurm.nodeList.map((n) => n.name)).not.toContain('node-a');
    expect((await listed()).filter((m) => m.name !== 'node-c').map((m) => [m.name, m.state, m.last_error])).toEqual([
      ['node-a', 'free', words],
      ['node-b', 'free', words],
    ]);
    machines.refusals.delete('10.9.1.2');
  });

  it('joins two machines as nodes of the cluster, which its sync shows; a second click is refused', async () => {
    const request = { cluster_id: clusterId, machine_ids: [ids['node-a']!, ids['node-b']!] };
    const answer = await admin.op('addMachineNodes', request);
    expect(answer.status).toBe(200);
    expect(answer.body.machine_set.map((m) => [m.name, m.state, m.cluster_name, m.last_error])).toEqual([
      ['node-a', 'node', 'pooled', undefined],
      ['node-b', 'node', 'pooled', undefined],
    ]);
    const again = await admin.op('addMachineNodes', request);
    expect([again.status, again.body.message]).toEqual([409, 'The machine node-a is not free (a node)']);
    for (let i = 0; i < 5; i += 1) await gw.advance(3);
    const owner = await gw.client('usr-owner', 'en');
    const nodes = (await owner.op('listNodes', { cluster_id: clusterId, limit: 100 })).body.node_set as {
      hostname?: string;
      name?: string;
    }[];
    expect(nodes.map((n) => n.name)).toEqual(expect.arrayContaining(['node-a', 'node-b']));
    const [pooled] = (await admin.op('listSlurmClusters', {})).body.slurm_cluster_set.filter((c) => c.cluster_id === clusterId);
    expect(pooled).toMatchObject({ takes_machines: true, machine_count: 2 });
  });

  it('keeps a node in the pool and its cluster registered until it is returned', async () => {
    const removed = await admin.op('removeMachine', { machine_id: ids['node-a']! });
    expect([removed.status, removed.body.message]).toEqual([409, 'The machine node-a is a node of pooled: return it to the pool first']);
    const gone = await admin.op('removeSlurmCluster', { cluster_id: clusterId });
    expect([gone.status, gone.body.message]).toEqual([
      409,
      'The cluster pooled still has 2 machines as nodes: return them to the pool first',
    ]);
  });

  it('undoes a join its gateway left half-way (stopped mid-join) and frees the machine, saying so', async () => {
    await gw.gateway.db.query(
      "UPDATE machines SET state = 'joining', cluster_id = $2, state_time = now() - interval '10 minutes' WHERE machine_id = $1",
      [ids['node-c'], clusterId],
    );
    const leaves = () => machines.calls.filter((c) => c.method === 'leave' && c.node === 'node-c').length;
    const before = leaves();
    await gw.advance(3);
    const [c] = (await listed()).filter((m) => m.name === 'node-c');
    expect(c).toMatchObject({
      state: 'free',
      last_error: 'The last join or return of this machine was interrupted (its gateway stopped): it was undone and the machine freed',
    });
    expect(c).not.toHaveProperty('cluster_id');
    expect(leaves()).toBe(before + 1);
  });

  it('returns nodes to the pool: stopped, deleted from slurmctld, free; one that does not answer freed with a word', async () => {
    machines.dead.add('10.9.1.2');
    const before = machines.calls.length;
    const answer = await admin.op('releaseMachineNodes', { machine_ids: [ids['node-a']!, ids['node-b']!] });
    expect(answer.status).toBe(200);
    expect(answer.body.machine_set.map((m) => [m.name, m.state, m.cluster_id, m.last_error])).toEqual([
      ['node-a', 'free', undefined, undefined],
      [
        'node-b',
        'free',
        undefined,
        'The machine was not reached when it was returned: its slurmd may still run, and slurmctld keeps its node (down) until a cluster administrator deletes it (scontrol delete nodename=…)',
      ],
    ]);
    // The machine that answered deleted its node; the one that did not leaves it in slurmctld, down.
    expect(slurm.nodeList.map((n) => [n.name, n.state])).toEqual([
      ['node01', 'IDLE'],
      ['node-b', 'DOWN'],
    ]);
    expect(
      machines.calls
        .slice(before)
        .filter((c) => c.method === 'leave')
        .map((c) => c.node),
    ).toEqual(['node-a', 'node-b']);
    const again = await admin.op('releaseMachineNodes', { machine_ids: [ids['node-a']!] });
    expect([again.status, again.body.message]).toEqual([409, 'The machine node-a is not a node of a cluster']);
    machines.dead.delete('10.9.1.2');
    expect((await admin.op('removeMachine', { machine_id: ids['node-c']! })).status).toBe(200);
    expect((await listed()).map((m) => m.name)).toEqual(['node-a', 'node-b']);
    expect((await admin.op('removeSlurmCluster', { cluster_id: clusterId })).status).toBe(200);
  });
});
