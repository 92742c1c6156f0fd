/**
 * Who sees, changes and submits simulation jobs (ADR 0042, jobs/simulation-access.ts): a simulation job is seen and
 * changed by its submitter and the account owner only, its log and detail too; a submission needs the submitter's
 * HPC permission open and, for software that needs approval, an application the zone administrator passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import { expectAllowed, refusedUnchanged, type Expected } from '../../testing/refusals';
import type { TestClient } from '../../test-support';
import { startJobsGateway, type JobsGateway } from './test-support';

let gw: JobsGateway;
let owner: TestClient;
let sub: TestClient;
let alice: TestClient;
let admin: TestClient;
/** Seeded simulation jobs: the owner's running OpenFOAM run and stopped COMSOL run, usr-sub's pending Abaqus run. */
const ids = { ownerRunning: '', ownerStopped: '', subPending: '' };

beforeAll(async () => {
  gw = await startJobsGateway();
  [owner, sub, alice, admin] = await Promise.all(['usr-owner', 'usr-sub', 'iam-alice', 'usr-admin'].map((id) => gw.client(id)));
  const job = async (user: string, status: string) =>
    (
      await gw.gateway.db.query<{ id: string }>(
        "SELECT hpcjob_uuid AS id FROM jobs WHERE portal = 'ispf' AND user_id = $1 AND job_status = $2 LIMIT 1",
        [user, status],
      )
    )[0]?.id ?? '';
  ids.ownerRunning = await job('usr-owner', 'running');
  ids.ownerStopped = await job('usr-owner', 'stopped');
  ids.subPending = await job('usr-sub', 'pending');
  for (const [name, value] of Object.entries(ids)) expect(value, `seeded ${name}`).not.toBe('');
}, 120_000);
afterAll(() => gw?.close());

const refused = (label: string, request: () => Promise<Awaited<ReturnType<TestClient['call']>>>, expected: Expected) =>
  refusedUnchanged(gw, request, expected, label);
const notFound = (id: string): Expected => ({ status: 404, retCode: 1400, message: `The job does not exist: ${id}` });
const listed = async (client: TestClient) =>
  (expectAllowed(await client.op('listSimulationJobs', { limit: 100 }), 'simulation jobs').job_set as { sjob_id: string }[]).map(
    (j) => j.sjob_id,
  );

describe('simulation jobs: seen and changed by their submitter and the account owner', () => {
  it('lists to each member its own jobs, to the owner every job of the account, to another account none', async () => {
    expect(await listed(owner)).toEqual(expect.arrayContaining([ids.ownerRunning, ids.ownerStopped, ids.subPending]));
    expect(await listed(sub)).toEqual([ids.subPending]);
    expect(await listed(alice)).toEqual([]);
    expect(await listed(admin)).toEqual([]);
  });

  it('answers another member’s job, its detail and its log, "not found"', async () => {
    for (const [who, client] of [
      ['sub', sub],
      ['alice', alice],
      ['admin', admin],
    ] as const) {
      await refused(
        `${who} reads the owner’s job`,
        () => client.op('getSimulationJobDetail', { sjob_id: ids.ownerRunning }),
        notFound(ids.ownerRunning),
      );
      await refused(
        `${who} reads the owner’s log`,
        () => client.op('getSimulationJobLog', { sjob_id: ids.ownerRunning, stream: 'stdout' }),
        notFound(ids.ownerRunning),
      );
    }
    await refused(
      'alice reads usr-sub’s log',
      () => alice.op('getSimulationJobLog', { sjob_id: ids.subPending }),
      notFound(ids.subPending),
    );
    expectAllowed(await sub.op('getSimulationJobDetail', { sjob_id: ids.subPending }), 'sub reads its job');
    expectAllowed(await sub.op('getSimulationJobLog', { sjob_id: ids.subPending }), 'sub reads its log');
    expectAllowed(await owner.op('getSimulationJobLog', { sjob_id: ids.subPending }), 'the owner reads usr-sub’s log');
  });

  it('refuses a member stopping or deleting another’s job, even one of several; the submitter and the owner do', async () => {
    for (const [who, client] of [
      ['sub', sub],
      ['alice', alice],
      ['admin', admin],
    ] as const) {
      await refused(
        `${who} stops the owner’s job`,
        () => client.op('stopSimulationJobs', { sjob_ids: [ids.ownerRunning] }),
        notFound(ids.ownerRunning),
      );
      await refused(
        `${who} deletes the owner’s job`,
        () => client.op('deleteSimulationJobs', { sjob_ids: [ids.ownerStopped] }),
        notFound(ids.ownerStopped),
      );
    }
    await refused(
      'sub deletes its job and the owner’s',
      () => sub.op('deleteSimulationJobs', { sjob_ids: [ids.subPending, ids.ownerStopped] }),
      notFound(ids.ownerStopped),
    );
    await refused(
      'alice stops usr-sub’s job',
      () => alice.op('stopSimulationJobs', { sjob_ids: [ids.subPending] }),
      notFound(ids.subPending),
    );
    expectAllowed(await sub.op('stopSimulationJobs', { sjob_ids: [ids.subPending] }), 'sub stops its job');
    expectAllowed(await owner.op('deleteSimulationJobs', { sjob_ids: [ids.ownerStopped] }), 'the owner deletes its job');
  });
});

describe('submitting a simulation job', () => {
  const comsol = { name: 'heat_sink_again', hpcsw_id: 'hpcsw-comsol62', cores: 4, input_file: '/share/ispf/usr-owner/heat_sink/model.mph' };
  const openfoam = {
    ...comsol,
    name: 'pipe_flow_again',
    hpcsw_id: 'hpcsw-openfoam11',
    input_file: '/share/ispf/usr-owner/pipe_flow/system/controlDict',
  };
  const submit = (client: TestClient, request: RequestOf<'submitSimulationJob'>) => client.op('submitSimulationJob', request);
  const notOpen: Expected = {
    status: 403,
    retCode: 1300,
    message: 'HPC permission is not open for your account in pek3, so jobs cannot be submitted',
  };
  const notApproved: Expected = {
    status: 403,
    retCode: 1300,
    message: 'COMSOL 6.2 can be used only after the zone administrator approves an application for it',
  };

  it('needs the submitter’s HPC permission open, whatever the software', async () => {
    await refused('sub submits COMSOL, permission closed', () => submit(sub, comsol), notOpen);
    await refused('sub submits OpenFOAM, permission closed', () => submit(sub, openfoam), notOpen);
    expectAllowed(await owner.op('enableSubUserPermission', { zone: 'pek3', sub_user_id: 'usr-sub' }), 'the owner opens usr-sub’s HPC');
    expectAllowed(await submit(sub, openfoam), 'sub submits free software once its permission is open');
  });

  it('needs an approved application for software that needs approval, for every member of the account', async () => {
    for (const [who, client] of [
      ['owner', owner],
      ['sub', sub],
      ['alice', alice],
    ] as const)
      await refused(`${who} submits COMSOL unapproved`, () => submit(client, comsol), notApproved);
    // An application pending or rejected does not do.
    const applied = expectAllowed(
      await owner.op('applySoftware', { hpcsw_id: 'hpcsw-comsol62', cluster_id: 'ehpc-k8x2m4q1', reason: 'heat sinks' }),
      'the owner applies',
    );
    expect(applied.apply_status).toBe('pending');
    await refused('sub submits COMSOL, application pending', () => submit(sub, comsol), notApproved);
    const [application] = await gw.gateway.db.query<{ apply_id: string }>(
      "SELECT apply_id FROM software_applications WHERE hpcsw_id = 'hpcsw-comsol62' AND status = 'pending'",
    );
    expectAllowed(
      await admin.op('reviewSoftwareApplication', { apply_id: application.apply_id, status: 'passed' }),
      'the zone admin passes it',
    );
    expectAllowed(await submit(sub, comsol), 'sub submits COMSOL once approved');
    expectAllowed(await submit(alice, { ...comsol, name: 'alice_comsol' }), 'alice submits COMSOL once approved');
  });
});
