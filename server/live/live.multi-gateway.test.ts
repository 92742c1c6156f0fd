/**
 * The live stream with two gateways on one PostgreSQL database (ADR 0055): a change made through one gateway reaches
 * a browser whose stream is on the other (its LISTEN connection), even when that connection was cut meanwhile; an
 * event id from one gateway resumes on the other; a sign-out through one ends the stream on the other. On the server
 * of the gateway-pg project's globalSetup, else on one of its own; skipped loudly where PostgreSQL is not installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCluster, addQueue } from '../domains/jobs/test-support';
import { TestClient, type TestGateway } from '../test-support';
import { sameSessionOn, startTwoGateways, twoGatewaysTitle, twoGatewaysRun, type TwoGateways } from '../testing/two-gateways';
import { isRefused, LiveClient, type LiveEvent } from './test-stream';

const C = 'ehpc-livemg01';
const Q = 'hpcq-livemg01';
const about = (topic: string) => (e: LiveEvent) => e.event === 'change' && Boolean(e.data.topics?.includes(topic));

describe.skipIf(!twoGatewaysRun())(twoGatewaysTitle('the live stream on two gateways of one PostgreSQL database'), () => {
  let gateways: TwoGateways;
  let a: TestGateway;
  let b: TestGateway;
  let onA: TestClient;
  const streams: LiveClient[] = [];
  const open = async (client: TestClient, lastEventId?: string) => {
    const live = await LiveClient.open(client, { lastEventId });
    if (isRefused(live)) throw new Error(JSON.stringify(live));
    streams.push(live);
    await live.next((e) => e.event === 'ready');
    return live;
  };
  const submit = async (name: string) => {
    const answer = await onA.op('submitJob', {
      priority: 5,
      cluster_id: C,
      hpcqueue_id: Q,
      name,
      cores: 1,
      submit_type: 'command',
      cmd: 'sleep 1',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  beforeAll(async () => {
    gateways = await startTwoGateways();
    ({ a, b } = gateways);
    await addCluster(a.gateway.db, { cluster_id: C, nas_id: 'nas-livemg01', cluster_name: 'live_two' });
    await addQueue(a.gateway.db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 8 }] });
    onA = new TestClient(a.api, 'en');
    expect((await onA.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await gateways?.stop();
  }, 60_000);

  it('tells a browser on gateway B of a job submitted through gateway A, within a second', async () => {
    const live = await open(sameSessionOn(onA, b));
    const from = live.events.length;
    await submit('through a');
    await live.next(about('jobs'), from, 1_000);
  });

  it('tells it too when its LISTEN connection was cut before the change (it listens again and reads the versions)', async () => {
    const live = await open(sameSessionOn(onA, b));
    const from = live.events.length;
    const cut = await a.gateway.db.query<{ cut: boolean }>(
      "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE query = 'LISTEN hpc_changes'",
    );
    expect(cut.map((row) => row.cut)).toEqual([true]);
    await submit('while cut');
    await live.next(about('jobs'), from, 5_000);
  });

  it("resumes on gateway A from gateway B's last event id: only what changed since", async () => {
    const onB = await open(sameSessionOn(onA, b));
    const last = onB.events.at(-1)!.id;
    onB.close();
    const same = await open(onA, last);
    expect(same.events[0]!.data.topics).toEqual([]);
    same.close();
    await submit('between');
    const back = await open(onA, last);
    // The submit's job and its operation; nothing about clusters, queues or members.
    expect(back.events[0]!.data.topics).toEqual(['jobs', 'operations']);
  });

  it('ends the stream on gateway B at a sign-out through gateway A', async () => {
    const signedIn = new TestClient(a.api, 'en');
    expect((await signedIn.login('usr-sub', 'SubUser#Hpc2026')).status).toBe(200);
    const live = await open(sameSessionOn(signedIn, b));
    expect((await signedIn.op('logout', {})).status).toBe(200);
    await live.next((e) => e.event === 'ended', 0, 5_000);
    await live.ended();
  });
});
