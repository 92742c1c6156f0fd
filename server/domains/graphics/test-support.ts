/**
 * Test fixtures of the graphics domain: a gateway whose engine the test drives on a virtual clock (the jobs domain's),
 * an active simulated cluster with one queue, the seeded graphics applications (Desktop, Terminal), and the calls.
 */
import type { TestClient } from '../../test-support';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from '../jobs/test-support';

export const TERMINAL = 'hpcsw-xterm';
export const DESKTOP_APP = 'hpcsw-desktop';

export interface GraphicsFixture {
  gw: JobsGateway;
  clusterId: string;
  queueId: string;
}

/** A gateway with the simulated cluster `clusterId` of usr-owner, its queue of one 8-core node. */
export async function startGraphicsGateway(clusterId: string, queueId: string): Promise<GraphicsFixture> {
  const gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: clusterId, nas_id: `nas-${clusterId.slice(-8)}` });
  await addQueue(db, { hpcqueue_id: queueId, cluster_id: clusterId, queue_name: 'normal', nodes: [{ hostname: 'gn001', cpu: 8 }] });
  return { gw, clusterId, queueId };
}

export interface Opened {
  session_id: string;
  hpcjob_uuid: string;
  time_limit: number;
}

let limits = 100;

/** Opens a session (Terminal unless told) and expects it opened. */
export async function open(
  f: GraphicsFixture,
  client: TestClient,
  fields: { hpcsw_id?: string; cores?: number; time_limit?: number } = {},
): Promise<Opened> {
  const answer = await client.op('openGraphicsSession', {
    hpcsw_id: fields.hpcsw_id ?? TERMINAL,
    cluster_id: f.clusterId,
    hpcqueue_id: f.queueId,
    cores: fields.cores ?? 1,
    time_limit: fields.time_limit ?? limits++,
  });
  if (answer.status !== 200) throw new Error(`openGraphicsSession: ${answer.status} ${JSON.stringify(answer.body)}`);
  const opened = answer.body.graphics_session;
  // The jobs domain refuses the same submission (user, queue, name, command) again for 10 s and until its scheduler
  // took it: the key is let go as it would be then, so that a test opens several sessions in a row.
  await f.gw.gateway.db.query('UPDATE jobs SET submit_key = NULL WHERE hpcjob_uuid = $1', [opened.hpcjob_uuid]);
  return opened;
}

/** The session as its user reads it (200 expected). */
export async function sessionOf(client: TestClient, sessionId: string) {
  const answer = await client.op('getGraphicsSession', { session_id: sessionId });
  if (answer.status !== 200) throw new Error(`getGraphicsSession: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.graphics_session;
}

/** Runs the engine until the session's job runs (the simulator takes it, then starts it). */
export async function untilRunning(f: GraphicsFixture, uuid: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const [job] = await f.gw.gateway.db.query<{ job_status: string }>('SELECT job_status FROM jobs WHERE hpcjob_uuid = $1', [uuid]);
    if (job?.job_status === 'running') return;
    await f.gw.advance(1);
  }
  throw new Error(`the job ${uuid} did not start`);
}
