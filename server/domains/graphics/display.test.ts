import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../auth/sessions';
import { Failure } from '../../http/failure';
import type { TestClient } from '../../test-support';
import { setScheduler } from '../cluster-schedulers';
import { addCluster, addQueue } from '../jobs/test-support';
import { graphicsDisplays } from './public';
import { open, sessionOf, startGraphicsGateway, TERMINAL, type GraphicsFixture } from './test-support';

// A cluster named a Slurm one (its shared directory here) whose Slurm the test plays by writing the job's row: no
// slurmrestd is asked (it has no connection), so the job runs when the test says and its display is a socket the test makes.
const S = 'ehpc-gdx00001';
const SQ = 'hpcq-gdx00001';
let f: GraphicsFixture;
let owner: TestClient;
let sub: TestClient;
let shared: string;
const servers: Server[] = [];

beforeAll(async () => {
  f = await startGraphicsGateway('ehpc-gdx00009', 'hpcq-gdx00009');
  const { db } = f.gw.gateway;
  shared = mkdtempSync(join(tmpdir(), 'hpc-gfx-'));
  await addCluster(db, { cluster_id: S, nas_id: 'nas-gdx00001' });
  await addQueue(db, { hpcqueue_id: SQ, cluster_id: S, queue_name: 'normal', nodes: [{ hostname: 'gx001', cpu: 4 }] });
  await setScheduler(db, S, { kind: 'slurm', sharedDir: shared, ownMachines: true });
  owner = await f.gw.client('usr-owner');
  sub = await f.gw.client('usr-sub');
}, 120_000);
afterAll(async () => {
  for (const server of servers) server.close();
  await f?.gw.close();
  rmSync(shared, { recursive: true, force: true });
});

const find = () => graphicsDisplays(f.gw.gateway.db, { dataDir: () => f.gw.dataDir });
/** The signed-in user as the proxy hands it over (the lookup reads who it is). */
const userOf = (userId: string) => ({ user_id: userId, owner: 'usr-owner' }) as SessionUser;
const owner$ = userOf('usr-owner');
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof Failure) return { status: error.status, key: error.key };
    throw error;
  }
  return null;
};

async function openOnSlurm() {
  const answer = await owner.op('openGraphicsSession', { hpcsw_id: TERMINAL, cluster_id: S, hpcqueue_id: SQ, cores: 1, time_limit: 30 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await f.gw.gateway.db.query('UPDATE jobs SET submit_key = NULL WHERE cluster_id = $1', [S]);
  return answer.body.graphics_session;
}

describe('a session on a Slurm cluster', () => {
  it('runs the session script, shows a display, and is starting until its socket is there, then running', async () => {
    const { db } = f.gw.gateway;
    const session = await openOnSlurm();
    expect(session).toMatchObject({ status: 'queued', display: true });
    const [job] = await db.query<{ cmd: string; work_dir: string }>('SELECT cmd, work_dir FROM jobs WHERE hpcjob_uuid = $1', [
      session.hpcjob_uuid,
    ]);
    expect(job!.cmd).toContain('-rfbunixpath graphics/vnc.sock');
    expect(job!.cmd).toContain("app='Terminal (xterm)'");
    expect(await refusal(find()(owner$, session.session_id))).toEqual({ status: 409, key: 'graphics_session_not_running_queued' });

    await db.query(
      "UPDATE jobs SET job_status = 'running', job_id = '101', started_time = now(), node_list = 'gx001' WHERE hpcjob_uuid = $1",
      [session.hpcjob_uuid],
    );
    expect(await sessionOf(owner, session.session_id)).toMatchObject({ status: 'starting', node: 'gx001', display: true });
    expect(await refusal(find()(owner$, session.session_id))).toEqual({ status: 409, key: 'graphics_session_not_running' });

    const changes = db.changes;
    if (!changes) throw new Error('no change versions');
    const version = await changes.version(['job_live', 'job_live:usr-owner']);
    const socket = join(shared, job!.work_dir.replace(/^\/share\//, ''), 'graphics', 'vnc.sock');
    mkdirSync(dirname(socket), { recursive: true });
    const server = createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    expect(await sessionOf(owner, session.session_id)).toMatchObject({ status: 'running', may_end: true });
    expect(await find()(owner$, session.session_id)).toEqual({
      sessionId: session.session_id,
      clusterId: S,
      socketPath: socket,
      passwordPath: join(dirname(socket), 'vnc.passwd'),
    });
    // The engine notes the display once: the user's pages hear of it.
    await f.gw.advance(1);
    expect(await changes.version(['job_live', 'job_live:usr-owner'])).toBeGreaterThan(version);
    const [row] = await db.query<{ display_at: Date | null }>('SELECT display_at FROM graphics_sessions WHERE session_id = $1', [
      session.session_id,
    ]);
    expect(row!.display_at).not.toBeNull();

    // Not another user's, nor a missing one; ended, it has no display to open.
    expect(await refusal(find()(userOf('usr-sub'), session.session_id))).toEqual({ status: 404, key: 'graphics_session_not_found' });
    expect(await refusal(find()(owner$, 'gs-nosuch0001'))).toEqual({ status: 404, key: 'graphics_session_not_found' });
    expect(await sub.op('getGraphicsSession', { session_id: session.session_id })).toMatchObject({ status: 404 });
    expect((await owner.op('endGraphicsSession', { session_id: session.session_id })).body.graphics_session.status).toBe('ended');
    expect(await refusal(find()(owner$, session.session_id))).toEqual({ status: 409, key: 'graphics_session_not_running_ended' });
  });

  it('answers a simulated cluster’s session as one without a display', async () => {
    const session = await open(f, owner);
    expect(session).toMatchObject({ display: false });
    expect(await refusal(find()(owner$, session.session_id))).toEqual({ status: 409, key: 'graphics_session_not_running_simulated' });
  });
});
