import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support';
import { refusedUnchanged } from '../../testing/refusals';
import { shareCluster } from '../../testing/shares';
import { addCluster, addQueue, jobRow, startJobsGateway, type JobsGateway } from '../jobs/test-support';

const C = 'ehpc-ttx00001';
const Q = 'hpcq-ttx00001';
let gw: JobsGateway;
const users: Record<'owner' | 'sub' | 'alice' | 'admin', TestClient> = {} as never;

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: C, nas_id: 'nas-ttx00001' });
  await addQueue(db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 32 }] });
  await shareCluster(db, C, 'usr-sub', 'readwrite');
  users.owner = await gw.client('usr-owner');
  users.sub = await gw.client('usr-sub');
  users.alice = await gw.client('iam-alice');
  users.admin = await gw.client('usr-admin');
}, 120_000);
afterAll(() => gw?.close());

async function submit(client: TestClient, name: string, cmd = 'sleep 1000', timeLimit: number | null = 10): Promise<string> {
  const answer = await client.op('submitJob', {
    cluster_id: C,
    hpcqueue_id: Q,
    name,
    cores: 1,
    submit_type: 'command',
    cmd,
    ...(timeLimit === null ? {} : { time_limit: timeLimit }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}

const ask = (client: TestClient, uuid: string, extra = 30, reason = 'needs to converge') =>
  client.op('askTimeExtension', { hpcjob_uuid: uuid, extra_minutes: extra, reason });
const asked = async (client: TestClient, uuid: string, extra = 30) => {
  const answer = await ask(client, uuid, extra);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.time_extension.extension_id;
};
const log = (action: string, uuid: string) =>
  gw.gateway.db.query<{ user_id: string; owner: string; status: string }>(
    'SELECT user_id, owner, status FROM operations WHERE action = $1 AND $2 = ANY(resource_ids)',
    [`job/timeExtension/${action}`, uuid],
  );

describe('asking for more time', () => {
  it('the submitter asks; the request is pending, listed and logged', async () => {
    const uuid = await submit(users.sub, 'sub asks');
    const answer = await ask(users.sub, uuid, 45, '  one more hour  ');
    expect(answer.status).toBe(200);
    expect(answer.body.time_extension).toMatchObject({
      hpcjob_uuid: uuid,
      old_time_limit: 10,
      new_time_limit: 55,
      extra_minutes: 45,
      reason: 'one more hour',
      status: 'pending',
      may_withdraw: true,
      may_decide: false,
    });
    expect(await log('ask', uuid)).toEqual([{ user_id: 'usr-sub', owner: 'usr-owner', status: 'successful' }]);
    const mine = await users.sub.op('listTimeExtensions', { hpcjob_uuid: uuid });
    expect(mine.body.time_extension_set.map((t) => t.status)).toEqual(['pending']);
    const toDecide = await users.owner.op('listTimeExtensions', { scope: 'decide' });
    expect(toDecide.body.time_extension_set.find((t) => t.hpcjob_uuid === uuid)).toMatchObject({ may_decide: true, may_withdraw: false });
    const admin = await users.admin.op('listTimeExtensions', { scope: 'decide' });
    expect(admin.body.time_extension_set.some((t) => t.hpcjob_uuid === uuid)).toBe(true);
    // An IAM user of the account neither sees nor decides another user's request.
    const alice = await users.alice.op('listTimeExtensions', {});
    expect(alice.body.time_extension_set.some((t) => t.hpcjob_uuid === uuid)).toBe(false);
  });

  it('refuses anyone but the submitter, a second open request, an ended job and a job without a limit', async () => {
    const uuid = await submit(users.sub, 'refusals');
    for (const other of [users.owner, users.alice, users.admin]) {
      await refusedUnchanged(gw, () => ask(other, uuid), { status: [403, 404] }, 'another user asks');
    }
    await refusedUnchanged(gw, () => ask(users.owner, uuid), {
      status: 403,
      message: 'Only the submitter of the job “refusals” may ask for more time',
    });
    await asked(users.sub, uuid);
    await refusedUnchanged(gw, () => ask(users.sub, uuid), {
      status: 409,
      retCode: 2400,
      message: /already has a request for more time waiting/,
    });
    const unlimited = await submit(users.sub, 'no limit', 'sleep 1000', null);
    await refusedUnchanged(gw, () => ask(users.sub, unlimited), { status: 409, message: /has no time limit of its own/ });
    const ended = await submit(users.sub, 'ends', 'echo done');
    await gw.advance(2);
    await gw.advance(5);
    expect((await jobRow(gw.gateway.db, ended)).job_status).toBe('finished');
    await refusedUnchanged(gw, () => ask(users.sub, ended), { status: 409, message: /is no longer pending or running/ });
  });

  it('a read-only member may not ask, even for its own job', async () => {
    const uuid = await submit(users.sub, 'read-only later');
    await shareCluster(gw.gateway.db, C, 'usr-sub', 'readonly');
    try {
      await refusedUnchanged(gw, () => ask(users.sub, uuid), { status: 403 });
    } finally {
      await shareCluster(gw.gateway.db, C, 'usr-sub', 'readwrite');
    }
  });

  it("refuses past the queue's maximum, by the field, and allows the maximum itself", async () => {
    await gw.gateway.db.query('UPDATE queues SET max_time_limit = 120 WHERE hpcqueue_id = $1', [Q]);
    try {
      const uuid = await submit(users.owner, 'at the boundary', 'sleep 1000', 60);
      const over = await refusedUnchanged(gw, () => ask(users.owner, uuid, 61), {
        status: 409,
        retCode: 1100,
        message: 'The new limit of 121 minutes passes the queue’s longest time of 120 minutes',
      });
      expect(over.body).toMatchObject({ validation: [{ location: ['body', 'extra_minutes'] }] });
      const zh = await (await gw.client('usr-owner', 'zh')).op('askTimeExtension', { hpcjob_uuid: uuid, extra_minutes: 61, reason: 'x' });
      expect(zh.body.message).toBe('新的时限 121 分钟超过了队列的最长时间 120 分钟');
      expect((await ask(users.owner, uuid, 60)).body.time_extension).toMatchObject({ new_time_limit: 120 });
    } finally {
      await gw.gateway.db.query('UPDATE queues SET max_time_limit = NULL WHERE hpcqueue_id = $1', [Q]);
    }
  });

  it("without a partition maximum, the contract's JobTimeLimit maximum is the queue's", async () => {
    const uuid = await submit(users.owner, 'contract maximum', 'sleep 1000', 43_000);
    await refusedUnchanged(gw, () => ask(users.owner, uuid, 201), {
      status: 409,
      message: /43201 minutes passes the queue’s longest time of 43200/,
    });
    expect((await ask(users.owner, uuid, 200)).status).toBe(200);
  });

  it('refuses a reason of spaces and extra minutes out of range by the contract', async () => {
    const uuid = await submit(users.owner, 'bad input');
    expect((await ask(users.owner, uuid, 30, '   ')).status).toBe(422);
    expect((await ask(users.owner, uuid, 0)).status).toBe(422);
    expect((await ask(users.owner, uuid, 30, 'x'.repeat(501))).status).toBe(422);
  });
});

describe('deciding', () => {
  it('only the owner or the zone administrator decides; the submitter withdraws', async () => {
    const uuid = await submit(users.sub, 'decisions');
    const id = await asked(users.sub, uuid);
    for (const other of [users.sub, users.alice]) {
      await refusedUnchanged(gw, () => other.op('approveTimeExtension', { extension_id: id }), { status: [403, 404] });
      await refusedUnchanged(gw, () => other.op('refuseTimeExtension', { extension_id: id }), { status: [403, 404] });
    }
    await refusedUnchanged(gw, () => users.sub.op('approveTimeExtension', { extension_id: id }), {
      status: 403,
      message: 'Only the account’s owner or the zone administrator decides requests for more time',
    });
    await refusedUnchanged(gw, () => users.owner.op('withdrawTimeExtension', { extension_id: id }), { status: 403 });
    const withdrawn = await users.sub.op('withdrawTimeExtension', { extension_id: id });
    expect(withdrawn.body.time_extension).toMatchObject({ status: 'withdrawn', decided_by: 'usr-sub', may_withdraw: false });
    await refusedUnchanged(gw, () => users.owner.op('approveTimeExtension', { extension_id: id }), {
      status: 409,
      message: /was already decided/,
    });
    expect(await log('withdraw', uuid)).toHaveLength(1);

    const again = await asked(users.sub, uuid);
    const refused = await users.admin.op('refuseTimeExtension', { extension_id: again, refuse_reason: 'the queue is needed tonight' });
    expect(refused.body.time_extension).toMatchObject({
      status: 'refused',
      decided_by: 'usr-admin',
      refuse_reason: 'the queue is needed tonight',
    });
    expect(await log('refuse', uuid)).toEqual([{ user_id: 'usr-admin', owner: 'usr-owner', status: 'successful' }]);
    expect((await jobRow(gw.gateway.db, uuid)).time_limit).toBe(10);

    const third = await asked(users.sub, uuid, 20);
    const approved = await users.owner.op('approveTimeExtension', { extension_id: third });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.time_extension).toMatchObject({ status: 'approved', decided_by: 'usr-owner', new_time_limit: 30 });
    expect(approved.body.time_extension.decide_time).toBeTruthy();
    expect((await jobRow(gw.gateway.db, uuid)).time_limit).toBe(30);
    expect(await log('approve', uuid)).toEqual([{ user_id: 'usr-owner', owner: 'usr-owner', status: 'successful' }]);
    const seen = await users.sub.op('listTimeExtensions', { hpcjob_uuid: uuid });
    expect(seen.body.time_extension_set.map((t) => t.status)).toEqual(['approved', 'refused', 'withdrawn']);
  });

  it('a zone administrator of another zone does not see the request', async () => {
    const uuid = await submit(users.sub, 'other zone');
    const id = await asked(users.sub, uuid);
    await gw.gateway.db.query("UPDATE time_extensions SET zone = 'gd9' WHERE extension_id = $1", [id]);
    await refusedUnchanged(gw, () => users.admin.op('approveTimeExtension', { extension_id: id }), { status: 404 });
    await users.sub.op('withdrawTimeExtension', { extension_id: id });
  });

  it('refuses to approve once the job has ended; the request can still be refused', async () => {
    const uuid = await submit(users.owner, 'ends before the decision', 'sleep 3');
    const id = await asked(users.owner, uuid);
    await gw.advance(2);
    await gw.advance(10);
    expect((await jobRow(gw.gateway.db, uuid)).job_status).toBe('finished');
    await refusedUnchanged(gw, () => users.owner.op('approveTimeExtension', { extension_id: id }), {
      status: 409,
      message: /no longer pending or running/,
    });
    expect((await users.owner.op('refuseTimeExtension', { extension_id: id })).status).toBe(200);
  });
});

describe('on the simulator', () => {
  it('a running job approved more time runs past its old limit and ends as its script does', async () => {
    // 150 simulated seconds under a one-minute limit: it would end in TIMEOUT at 60 s.
    const uuid = await submit(users.sub, 'runs past its limit', 'sleep 150', 1);
    await gw.advance(2);
    expect((await jobRow(gw.gateway.db, uuid)).job_status).toBe('running');
    const id = await asked(users.sub, uuid, 2);
    expect((await users.owner.op('approveTimeExtension', { extension_id: id })).status).toBe(200);
    await gw.advance(70);
    expect(await jobRow(gw.gateway.db, uuid)).toMatchObject({ job_status: 'running', time_limit: 3, hits_time_limit: false });
    await gw.advance(90);
    expect(await jobRow(gw.gateway.db, uuid)).toMatchObject({ job_status: 'finished', exit_code: 0 });
  });

  it('a pending job gets the new limit before it starts', async () => {
    const uuid = await submit(users.owner, 'still pending');
    const id = await asked(users.owner, uuid, 5);
    expect((await users.admin.op('approveTimeExtension', { extension_id: id })).status).toBe(200);
    expect((await jobRow(gw.gateway.db, uuid)).time_limit).toBe(15);
  });
});
