/**
 * The live stream (ADR 0055): a signed-in browser is told which topics changed, whoever changed them and by whatever
 * route (an operation, the engine, another client), only for what it may see, nothing when nothing changed, what
 * changed while it was away when it comes back, and its stream ends with its session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from '../domains/jobs/test-support';
import { TestClient } from '../test-support';
import { DEFAULT_LIVE } from './settings';
import { isRefused, LiveClient, type LiveEvent } from './test-stream';

const C = 'ehpc-live0001';
const Q = 'hpcq-live0001';
let gw: JobsGateway;
let db: Db;
const streams: LiveClient[] = [];

beforeAll(async () => {
  gw = await startJobsGateway();
  db = gw.gateway.db;
  await addCluster(db, { cluster_id: C, nas_id: 'nas-live0001', cluster_name: 'live_test' });
  await addQueue(db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 16 }] });
}, 120_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await gw?.close();
});

async function open(client: TestClient, lastEventId?: string): Promise<LiveClient> {
  const answer = await LiveClient.open(client, { lastEventId });
  if (isRefused(answer)) throw new Error(`refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  streams.push(answer);
  return answer;
}
const ready = (live: LiveClient) => live.next((e) => e.event === 'ready');
const about = (topic: string) => (e: LiveEvent) => e.event === 'change' && Boolean(e.data.topics?.includes(topic));
const topicsOf = (events: LiveEvent[]) => events.flatMap((e) => e.data.topics ?? []);

async function submit(client: TestClient, name: string): Promise<string> {
  const answer = await client.op('submitJob', {
    priority: 5,
    cluster_id: C,
    hpcqueue_id: Q,
    name,
    cores: 2,
    submit_type: 'command',
    cmd: 'sleep 100',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}
/** A change every stream hears (queues are shared by every account): what came before it has come. */
async function sentinel(): Promise<void> {
  await db.query("UPDATE queues SET queue_name = queue_name || 'x' WHERE hpcqueue_id = $1", [Q]);
}

describe('the live stream', () => {
  it('refuses a browser that is not signed in, in its language, and opens for every demo actor', async () => {
    const refused = await LiveClient.open(new TestClient(gw.api, 'en'));
    expect(isRefused(refused) && refused.status).toBe(401);
    expect(isRefused(refused) && refused.body.message).toBe('Not signed in or the session expired, please sign in again');
    for (const user of ['usr-owner', 'usr-sub', 'iam-alice', 'usr-admin']) {
      const live = await open(await gw.client(user));
      const first = await ready(live);
      // A first connection resumes nothing: nothing to tell.
      expect(first.data.topics, user).toEqual([]);
      expect(first.id).toMatch(/~jobs\.\d+,clusters\.\d+,/);
      live.close();
    }
  });

  it("tells the account's users when one of its jobs changes, by an operation or the engine, and no other account", async () => {
    const owner = await gw.client('usr-owner');
    const [ownerLive, aliceLive, adminLive] = [
      await open(owner),
      await open(await gw.client('iam-alice')),
      await open(await gw.client('usr-admin')),
    ];
    await Promise.all([ready(ownerLive), ready(aliceLive), ready(adminLive)]);
    const from = [ownerLive.events.length, aliceLive.events.length, adminLive.events.length];
    const uuid = await submit(owner, 'live one');
    await ownerLive.next(about('jobs'), from[0]);
    await aliceLive.next(about('jobs'), from[1]);
    // The engine's change (a job's state, as the scheduler reports it) reaches them the same way.
    const seen = ownerLive.events.length;
    await db.query("UPDATE jobs SET job_status = 'running' WHERE hpcjob_uuid = $1", [uuid]);
    await ownerLive.next(about('jobs'), seen);
    await sentinel();
    await adminLive.next(about('queues'), from[2]);
    expect(topicsOf(adminLive.events.slice(from[2]))).not.toContain('jobs');
  });

  it("says nothing when nothing a person sees changed: reads, a change of no row, a running job's clock", async () => {
    const owner = await gw.client('usr-owner');
    const live = await open(owner);
    await ready(live);
    const from = live.events.length;
    for (let i = 0; i < 3; i++) expect((await owner.op('listJobs', { cluster_id: C })).status).toBe(200);
    await db.query('UPDATE jobs SET job_status = job_status WHERE cluster_id = $1', [C]);
    await sentinel();
    await live.next(about('queues'), from);
    expect(topicsOf(live.events.slice(from))).toEqual(['queues']);
    // A cluster's change that job lists do not show (its status time, as the engine moves it) is no job change.
    const next = live.events.length;
    await db.query('UPDATE clusters SET status_time = now() WHERE cluster_id = $1', [C]);
    await live.next(about('clusters'), next);
    await sentinel();
    await live.next(about('queues'), next);
    expect(topicsOf(live.events.slice(next))).not.toContain('jobs');
  });

  it('tells a browser that comes back what changed while it was away, and everything when its id is unknown', async () => {
    const owner = await gw.client('usr-owner');
    const first = await open(owner);
    const { id } = await ready(first);
    first.close();
    // Nothing changed meanwhile: nothing to tell.
    expect((await ready(await open(owner, id))).data.topics).toEqual([]);
    await submit(owner, 'while away');
    const back = await ready(await open(owner, id));
    expect(back.data.topics).toContain('jobs');
    expect(back.data.topics).not.toContain('strategies');
    // An id from another start of the gateway, or not an id at all: every topic may have changed.
    for (const unknown of ['zz999999~jobs.1', 'garbage', `${id}~x`, 'x'.repeat(600)])
      expect((await ready(await open(owner, unknown))).data.topics, unknown).toEqual([
        'jobs',
        'clusters',
        'operations',
        'queues',
        'strategies',
        'members',
        'remote_apps',
        'notifications',
      ]);
  });

  it('ends with its session: at sign-out the stream is told and closed, the other session stays', async () => {
    const leaving = await gw.client('usr-sub');
    const staying = await gw.client('usr-sub');
    const [gone, kept] = [await open(leaving), await open(staying)];
    await Promise.all([ready(gone), ready(kept)]);
    expect((await leaving.op('logout', {})).status).toBe(200);
    await gone.next((e) => e.event === 'ended', 0, 5_000);
    await gone.ended();
    expect(kept.closed).toBe(false);
    // The signed-out session cannot open another.
    const refused = await LiveClient.open(leaving);
    expect(isRefused(refused) && refused.status).toBe(401);
  });

  it('holds a few streams per session, and refuses more with the reason', async () => {
    const owner = await gw.client('usr-owner', 'zh-cn');
    const held = DEFAULT_LIVE.maxPerSession;
    for (let i = 0; i < held; i++) await ready(await open(owner));
    const refused = await LiveClient.open(owner);
    expect(isRefused(refused) && refused.status).toBe(429);
    expect(isRefused(refused) && refused.body.message).toBe(
      '此会话已打开 6 个实时更新连接，请关闭一些标签页后刷新'.replace('6', String(held)),
    );
    // One closed gives its place back.
    streams.at(-1)?.close();
    await expect
      .poll(async () => {
        const again = await LiveClient.open(owner);
        if (isRefused(again)) return again.status;
        streams.push(again);
        return 200;
      })
      .toBe(200);
  });
});
