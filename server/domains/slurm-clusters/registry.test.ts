/**
 * A zone administrator registers a site's Slurm cluster from the console (ADR 0065), against an in-memory Slurm
 * (FakeSlurm; the real slurmrestd's refusals are server/machines/site.cloud.test.ts's): the checks refuse naming the
 * field and save nothing, the owner's users run jobs only as the accounts mapped to them, the list shows the sync's
 * health, and removal keeps the jobs' records.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlurmError } from '../../slurm/types';
import type { RequestOf } from '../../http/handler-types';
import { startJobsGateway, type JobsGateway } from '../jobs/test-support';
import type { TestClient } from '../../test-support';
import { queueIdOf } from '../jobs/public';
import { shareCluster } from '../../testing/shares';
import { useSlurmClients } from './clients';
import { FakeSlurm } from './fake-slurm';

let gw: JobsGateway;
let admin: TestClient;
let fake: FakeSlurm;
let dir: string;
let jwtKey: string;
/** What slurmrestd answers to a token: the fake, or a refusal of the key. */
let keyRefused = false;

beforeAll(async () => {
  gw = await startJobsGateway();
  fake = new FakeSlurm();
  fake.now = () => gw.now();
  useSlurmClients(() => {
    if (!keyRefused) return fake;
    const refused = () => Promise.reject(new SlurmError('slurmrestd GET /slurm/v0.0.38/ping: Authentication failure', 401));
    return { ...fake, apiVersion: refused, partitions: refused, nodes: refused } as unknown as FakeSlurm;
  });
  dir = mkdtempSync(join(tmpdir(), 'hpc-registry-'));
  jwtKey = join(dir, 'jwt.key');
  writeFileSync(jwtKey, 'k'.repeat(32), { mode: 0o600 });
  admin = await gw.client('usr-admin', 'en');
}, 120_000);
afterAll(async () => {
  useSlurmClients(null);
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

const form = (over: Partial<RequestOf<'registerSlurmCluster'>> = {}): RequestOf<'registerSlurmCluster'> => ({
  cluster_name: 'lab_slurm',
  cluster_owner: 'usr-owner',
  rest_url: 'http://10.0.0.5:6820',
  jwt_key_path: jwtKey,
  login_endpoint: 'login01:22',
  shared_path: dir,
  accounts: [{ user_id: 'usr-owner', account: 'hpc_owner' }],
  ...over,
});
const clusters = () => gw.count("SELECT 1 FROM clusters WHERE cluster_name = 'lab_slurm' AND status <> 'deleted'");
const refusal = (answer: { status: number; body: Record<string, unknown> }) => ({
  status: answer.status,
  problems: (answer.body.validation as { location: string[]; message: string }[] | undefined)?.map((p) => [
    p.location.join('.'),
    p.message,
  ]),
  message: answer.body.message,
});

describe('registering a Slurm cluster', () => {
  it('is refused, naming the field and what was found, with nothing saved', async () => {
    const cases: [Partial<RequestOf<'registerSlurmCluster'>>, string, string][] = [
      [{ jwt_key_path: undefined }, 'body.jwt_key_path', "slurmrestd over http(s) needs the cluster's JWT key file"],
      [
        { jwt_key_path: join(dir, 'none.key') },
        'body.jwt_key_path',
        `The gateway cannot read the file ${join(dir, 'none.key')}: it does not exist`,
      ],
      [{ shared_path: jwtKey }, 'body.shared_path', `The gateway cannot read the folder ${jwtKey}: it is not a folder`],
      [
        { accounts: [{ user_id: 'usr-sub', account: 'hpc_sub' }] },
        'body.accounts',
        'The owner usr-owner must be mapped to a cluster account',
      ],
      [
        {
          accounts: [
            { user_id: 'usr-owner', account: 'hpc_owner' },
            { user_id: 'usr-admin', account: 'hpc_admin' },
          ],
        },
        'body.accounts',
        "The user “Zone Admin” is not of the owner usr-owner's account",
      ],
      [
        { cluster_owner: 'usr-admin', accounts: [{ user_id: 'usr-admin', account: 'hpc_admin' }] },
        'body.cluster_owner',
        'The owner “Zone Admin” is not an account owner in this zone',
      ],
    ];
    for (const [over, field, words] of cases)
      expect(refusal(await admin.op('registerSlurmCluster', form(over))), field).toEqual({
        status: 409,
        problems: [[field, words]],
        message: words,
      });

    fake.down = true;
    expect(refusal(await admin.op('registerSlurmCluster', form())).problems).toEqual([
      ['body.rest_url', 'slurmrestd did not answer at http://10.0.0.5:6820: connection refused (nothing listens there)'],
    ]);
    fake.down = false;
    keyRefused = true;
    expect(refusal(await admin.op('registerSlurmCluster', form())).problems).toEqual([
      ['body.jwt_key_path', "slurmrestd refused a token signed with this JWT key for the account hpc_owner: it is not the cluster's key"],
    ]);
    keyRefused = false;
    expect(await clusters()).toBe(0);
  });

  it('is a zone administrator’s: the owner, a sub-user and an IAM user are refused', async () => {
    for (const who of ['usr-owner', 'usr-sub', 'iam-alice']) {
      const client = await gw.client(who, 'en');
      const answer = await client.op('registerSlurmCluster', form());
      expect([who, answer.status, answer.body.message]).toEqual([
        who,
        403,
        "Only a zone administrator of this zone manages the site's own Slurm clusters and machines",
      ]);
      expect((await client.op('listSlurmClusters', {})).status).toBe(403);
    }
    expect(await clusters()).toBe(0);
  });
});

describe('a registered cluster', () => {
  let clusterId = '';

  it('is checked and saved; its owner sees it with its queue and nodes; the list shows the health of its sync', async () => {
    const answer = await admin.op('registerSlurmCluster', form());
    expect(answer.status).toBe(200);
    expect(answer.body.check).toMatchObject({ api_version: expect.any(String), partition_count: 1, node_count: 1 });
    clusterId = answer.body.cluster_id;
    const again = await admin.op('registerSlurmCluster', form());
    expect(refusal(again).problems).toEqual([['body.cluster_name', 'usr-owner already has a cluster named lab_slurm']]);

    await gw.advance(3);
    await gw.advance(3);
    const [listed] = (await admin.op('listSlurmClusters', {})).body.slurm_cluster_set;
    expect(listed).toMatchObject({
      cluster_id: clusterId,
      owner: 'usr-owner',
      status: 'active',
      accounts: [{ user_id: 'usr-owner', account: 'hpc_owner' }],
      takes_machines: false,
      machine_count: 0,
      health: { last_sync_time: expect.any(String), answer_ms: expect.any(Number), node_count: 1, partition_count: 1 },
    });
    expect(listed?.health.last_error).toBeUndefined();
    const owner = await gw.client('usr-owner', 'en');
    const theirs = (await owner.op('listClusters', { status: ['active'], limit: 100 })).body.cluster_set as { cluster_id: string }[];
    expect(theirs.map((c) => c.cluster_id)).toContain(clusterId);
  });

  it("runs an IAM user's job only as the account mapped to it: unmapped, it waits and says why; mapped, it goes as that account", async () => {
    const { db } = gw.gateway;
    await shareCluster(db, clusterId, 'iam-alice', 'readwrite');
    const alice = await gw.client('iam-alice', 'en');
    const submitted = await alice.op('submitJob', {
      cluster_id: clusterId,
      hpcqueue_id: queueIdOf(clusterId, 'debug'),
      name: 'alice_job',
      priority: 5,
      cores: 1,
      time_limit: 10,
      submit_type: 'command',
      cmd: 'id -un',
    });
    expect(submitted.status).toBe(200);
    const uuid = String(submitted.body.hpcjob_uuid);
    await gw.advance(3);
    const [waiting] = await db.query<{ job_status: string; pending_reason: string | null }>(
      'SELECT job_status, pending_reason FROM jobs WHERE hpcjob_uuid = $1',
      [uuid],
    );
    expect(waiting).toEqual({ job_status: 'pending', pending_reason: 'no_cluster_account' });
    expect(fake.submissions.map((s) => s.user)).not.toContain('hpc_owner');

    const mapped = await admin.op('modifySlurmCluster', {
      cluster_id: clusterId,
      rest_url: 'http://10.0.0.5:6820',
      jwt_key_path: jwtKey,
      login_endpoint: 'login01:22',
      shared_path: dir,
      accounts: [
        { user_id: 'usr-owner', account: 'hpc_owner' },
        { user_id: 'iam-alice', account: 'hpc_alice' },
      ],
    });
    expect(mapped.status).toBe(200);
    await gw.advance(3);
    await gw.advance(3);
    expect(fake.submissions.filter((s) => s.spec.name === 'alice_job').map((s) => s.user)).toEqual(['hpc_alice']);
  });

  it('is removed by the zone administrator: gone from the lists, its jobs kept', async () => {
    const jobs = await gw.count('SELECT 1 FROM jobs WHERE cluster_id = $1', [clusterId]);
    expect(jobs).toBeGreaterThan(0);
    expect((await admin.op('removeSlurmCluster', { cluster_id: clusterId })).status).toBe(200);
    expect((await admin.op('listSlurmClusters', {})).body.total_count).toBe(0);
    expect(await gw.count('SELECT 1 FROM jobs WHERE cluster_id = $1', [clusterId])).toBe(jobs);
    const again = await admin.op('removeSlurmCluster', { cluster_id: clusterId });
    expect([again.status, again.body.message]).toEqual([404, `The registered Slurm cluster does not exist: ${clusterId}`]);
  });
});
