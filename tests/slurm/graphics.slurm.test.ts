/**
 * Graphics sessions on a real Slurm (ADR 0062): a private one-node Slurm registered for usr-owner, its node this machine
 * with Debian's TigerVNC, twm and xterm. A Terminal session's job starts Xvnc on a Unix socket in the job's folder; the
 * graphics domain's lookup answers that socket and password file; with the password rotated in place an RFB client
 * sees the 1280x800 desktop named after the application, and the old password no longer opens it. Ended by its user,
 * Slurm no longer has the job and its usage record has the job's real start and end. A session with a one-minute limit
 * (a Desktop) ends time_limit (Slurm's TIMEOUT); one whose application is not installed on the node ends failed, in its words.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/auth/sessions';
import { graphicsDisplays } from '../../server/domains/graphics/public';
import { bufferedTransport, rfbHandshake } from '../../server/graphics/test-rfb';
import { rotateVncPassword } from '../../server/graphics/vnc-password';
import type { TestClient } from '../../server/test-support';
import { slurmAvailable, type Slurm } from '../../server/testing/slurm';
import { startRegisteredSlurm, until, type RegisteredSlurm } from './registered-slurm';

const XVNC = '/usr/bin/Xvnc';
const haveDisplay = existsSync(XVNC) && existsSync('/usr/bin/twm') && existsSync('/usr/bin/xterm');
if (slurmAvailable() && !haveDisplay)
  console.warn('graphics.slurm: skipped, needs the Debian packages tigervnc-standalone-server, twm and xterm (see .ci/run)');

type Session = Record<string, unknown> & { session_id: string; hpcjob_uuid: string; status: string };

async function handshake(socketPath: string, password: string) {
  const socket = connect(socketPath);
  const transport = bufferedTransport((bytes) => socket.write(bytes));
  socket.on('data', (bytes: Buffer) => transport.push(bytes));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  try {
    return await rfbHandshake(transport, password);
  } finally {
    socket.destroy();
  }
}

describe.skipIf(!slurmAvailable() || !haveDisplay)('graphics sessions on a real Slurm', () => {
  let registered: RegisteredSlurm | undefined;
  let slurm: Slurm;
  let owner: TestClient;
  let clusterId = '';
  let queue = '';

  const get = async (id: string): Promise<Session> => {
    const answer = await owner.op('getGraphicsSession', { session_id: id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.graphics_session as Session;
  };
  const reaches = (id: string, statuses: string[], withinMs = 60_000) =>
    until(
      `the session ${id} to be ${statuses.join(' or ')}`,
      async () => {
        const session = await get(id);
        return statuses.includes(session.status) ? session : undefined;
      },
      withinMs,
    );
  async function openApp(hpcswId: string, timeLimit: number): Promise<Session> {
    const answer = await owner.op('openGraphicsSession', {
      hpcsw_id: hpcswId,
      cluster_id: clusterId,
      hpcqueue_id: queue,
      cores: 1,
      time_limit: timeLimit,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.graphics_session as Session;
  }
  const inSlurm = (jobId: string) =>
    execFileSync('squeue', ['-h', '-j', jobId, '-o', '%T'], { env: { ...process.env, ...slurm.env }, encoding: 'utf8' }).trim();

  beforeAll(async () => {
    registered = await startRegisteredSlurm('slurm_gfx', 300);
    ({ slurm, owner, clusterId } = registered);
    queue = await until('the partition normal as a queue', async () => {
      const [row] = await registered!.gw.gateway.db.query<{ hpcqueue_id: string }>(
        "SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND queue_name = 'normal' AND status = 'active'",
        [clusterId],
      );
      return row?.hpcqueue_id;
    });
  });
  afterAll(async () => {
    await registered?.stop();
  });

  it('opens a Terminal whose display an RFB client sees with the rotated password only; ended, Slurm has no job', async () => {
    const { gw } = registered!;
    const opened = await openApp('hpcsw-xterm', 10);
    expect(opened).toMatchObject({ status: 'queued', display: true });
    const running = await reaches(opened.session_id, ['running', 'ended']);
    expect(running, JSON.stringify(running)).toMatchObject({ status: 'running', node: slurm.node });
    const user = { user_id: 'usr-owner', owner: 'usr-owner' } as SessionUser;
    const display = await graphicsDisplays(gw.gateway.db, { dataDir: () => gw.dataDir })(user, opened.session_id);
    expect(display.socketPath.startsWith(slurm.shared)).toBe(true);

    const password = rotateVncPassword(display.passwordPath);
    expect(await handshake(display.socketPath, password)).toEqual({ ok: true, width: 1280, height: 800, name: 'Terminal (xterm)' });
    rotateVncPassword(display.passwordPath);
    expect(await handshake(display.socketPath, password)).toMatchObject({ ok: false });

    const jobId = String(running.job_id);
    expect(inSlurm(jobId)).toBe('RUNNING');
    const ended = await owner.op('endGraphicsSession', { session_id: opened.session_id });
    expect(ended.body.graphics_session).toMatchObject({ status: 'ended', end_reason: 'ended_by_user' });
    await until('Slurm to let the job go', async () => (inSlurm(jobId) === '' ? true : undefined), 60_000, 500);
    const [usage] = await gw.gateway.db.query<{ app_state: string; start_time: Date; end_time: Date | null }>(
      'SELECT app_state, start_time, end_time FROM remote_app_logs WHERE session_id = $1',
      [opened.session_id],
    );
    expect(usage).toMatchObject({ app_state: 'stopped' });
    expect(new Date(usage!.start_time).toISOString()).toBe(running.start_time);
    expect(new Date(usage!.end_time as Date).getTime()).toBeGreaterThan(new Date(usage!.start_time).getTime());
  }, 120_000);

  it('ends time_limit at a one-minute limit, and failed in its words when the application is not on the node', async () => {
    const { db } = registered!.gw.gateway;
    await db.query(
      `INSERT INTO software (hpcsw_id, sw_name, sw_ver, class_id, description, vendor, license, is_graphics, icon, cluster_types, hourly_price, launch)
       VALUES ('hpcsw-ghost01', 'Ghost viewer', '1.0', 'swc-viz', 'not installed anywhere', 'nobody', 'free', 1, NULL, '{ehpc}', 0, 'ghost-viewer --big')`,
    );
    const short = await openApp('hpcsw-desktop', 1);
    const ghost = await openApp('hpcsw-ghost01', 10);
    const failed = await reaches(ghost.session_id, ['ended']);
    expect(failed).toMatchObject({
      end_reason: 'failed',
      end_message: `graphics session: Ghost viewer is not installed on ${slurm.node} (no ghost-viewer there)`,
    });
    const timedOut = await reaches(short.session_id, ['ended'], 150_000);
    expect(timedOut).toMatchObject({ end_reason: 'time_limit' });
  }, 180_000);
});
