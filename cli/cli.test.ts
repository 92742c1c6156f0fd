/**
 * `hpc` against a test gateway in-process, signed in with access tokens made through the API: sign-in saved for its
 * user only, the lists as tables and JSON, a command job submitted, watched to its end on the simulator and its
 * output read, a running job stopped, each exit code with the gateway's message, help from the contract, and the bin.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../server/test-support';
import { freePort } from '../server/test-support';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from '../server/domains/jobs/test-support';
import { COMMANDS } from './commands/index';
import { startHpc } from './test-support';

const C = 'ehpc-cli00001';
const Q = 'hpcq-cli00001';
const CLUSTER_NAME = 'cli_cluster';
const ROOT = join(import.meta.dirname, '..');

let gw: JobsGateway;
let owner: TestClient;
let token: string;
let home: string;

async function madeToken(name: string, scopes: ('read' | 'jobs' | 'files' | 'admin')[]): Promise<{ id: string; token: string }> {
  const answer = await owner.op('createAccessToken', { name, scopes, expires_in_days: 30 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.access_token.token_id, token: answer.body.token };
}

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: C, cluster_name: CLUSTER_NAME, nas_id: 'nas-cli00001' });
  await addQueue(db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 16 }] });
  await db.query('UPDATE queues SET is_default = 1 WHERE hpcqueue_id = $1', [Q]);
  owner = await gw.client('usr-owner');
  token = (await madeToken('cli', ['read', 'jobs'])).token;
  home = mkdtempSync(join(tmpdir(), 'hpc-cli-home-'));
}, 120_000);
afterAll(async () => {
  await gw?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

const signedIn = () => ({ HPC_URL: gw.url, HPC_TOKEN: token });

/**
 * Starts `hpc` in-process (by default with the test token in the environment, and a configuration folder of the
 * test's): what it has printed so far, and its end.
 */
function started(args: string[], env: Record<string, string> = signedIn(), stdin?: string) {
  return startHpc(args, home, { env, stdin });
}

const hpc = (args: string[], env?: Record<string, string>, stdin?: string) => started(args, env, stdin).done;

/** Waits until `printed` holds (what a running command has printed), at most 10 s. */
async function until(printed: () => boolean): Promise<void> {
  for (let waited = 0; !printed(); waited += 20) {
    if (waited > 10_000) throw new Error('not printed in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function submitted(name: string, command: string): Promise<string> {
  const ran = await hpc(['submit', '--cluster', C, '--name', name, '--command', command, '--json']);
  expect(ran.code, ran.stderr).toBe(0);
  return (JSON.parse(ran.stdout) as { hpcjob_uuid: string }).hpcjob_uuid;
}

const statusOf = async (uuid: string) =>
  (JSON.parse((await hpc(['job', uuid, '--json'])).stdout) as { job: { job_status: string } }).job.job_status;

/** Ticks the simulator until `running` settles (a watch or a followed log ends with its job), at most `ticks` times. */
async function tickUntil<T>(running: Promise<T>, ticks = 60, seconds = 2): Promise<T> {
  let settled = false;
  void running.finally(() => (settled = true));
  for (let i = 0; i < ticks && !settled; i += 1) {
    await gw.advance(seconds);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return running;
}

const clearAddressThrottle = () => gw.gateway.db.query("DELETE FROM sign_in_throttle WHERE key LIKE 'address:%'");

describe('signing in', () => {
  it('checks the token, saves it for its user only (0600 in a 0700 folder), answers whoami from it, and signs out', async () => {
    const login = await hpc(['login', '--url', gw.url, '--token', token], {});
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(`Signed in to ${gw.url} as usr-owner`);
    const path = join(home, 'config', 'hpc', 'config.json');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(home, 'config', 'hpc')).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ url: gw.url, token });

    const whoami = await hpc(['whoami'], {});
    expect(whoami.code, whoami.stderr).toBe(0);
    expect(whoami.stdout).toMatch(/^User:\s+usr-owner$/m);
    expect(whoami.stdout).toMatch(/^Gateway:\s+http:\/\/127\.0\.0\.1:\d+$/m);
    const asJson = await hpc(['whoami', '--json'], {});
    expect(JSON.parse(asJson.stdout)).toMatchObject({ user: { user_id: 'usr-owner', owner: 'usr-owner' } });

    const logout = await hpc(['logout'], {});
    expect(logout.code).toBe(0);
    expect(existsSync(path)).toBe(false);
    const after = await hpc(['whoami'], {});
    expect(after.code).toBe(2);
    expect(after.stderr).toContain('not signed in');
  });

  it('takes the token on standard input, and saves nothing when the gateway refuses it', async () => {
    const piped = await hpc(['login', '--url', `${gw.url}/`], {}, `${token}\n`);
    expect(piped.code, piped.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(home, 'config', 'hpc', 'config.json'), 'utf8'))).toEqual({ url: gw.url, token });
    expect((await hpc(['logout'], {})).code).toBe(0);

    const refused = await hpc(['login', '--url', gw.url, '--token', 'hpc_pat_000000000000_not-a-token'], {});
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('The access token is not valid');
    expect(existsSync(join(home, 'config', 'hpc', 'config.json'))).toBe(false);
    await clearAddressThrottle();
  });
});

describe('lists', () => {
  it('lists the clusters as a table by name and as the operation’s JSON', async () => {
    const ran = await hpc(['clusters']);
    expect(ran.code, ran.stderr).toBe(0);
    const [header, ...rows] = ran.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID\s+NAME\s+TYPE\s+STATUS\s+NODES\s+CORES\s+CREATED$/);
    const row = rows.find((line) => line.startsWith(C));
    expect(row).toMatch(new RegExp(`^${C}\\s+${CLUSTER_NAME}\\s+EHPC\\s+active\\s+.*\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+00:00$`));
    // Aligned: every row's name starts in the header's NAME column.
    expect(row!.indexOf(CLUSTER_NAME)).toBe(header!.indexOf('NAME'));

    const asJson = await hpc(['clusters', '--json']);
    const answer = JSON.parse(asJson.stdout) as { ret_code: number; cluster_set: { cluster_id: string }[] };
    expect(answer.ret_code).toBe(0);
    expect(answer.cluster_set.map((c) => c.cluster_id)).toContain(C);
  });

  it("lists a cluster's queues with its default", async () => {
    const ran = await hpc(['queues', C]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(new RegExp(`^normal \\(default\\)\\s+${Q}\\s+`, 'm'));
  });
});

describe('a job from submission to its end', () => {
  it('submits a command job to the default queue, watches it to finished, reads its log and lists it', async () => {
    const ran = await hpc([
      'submit',
      '--cluster',
      C,
      '--name',
      'cli-hello',
      '--command',
      'echo hello from the cli; sleep 5',
      '--time',
      '10',
    ]);
    expect(ran.code, ran.stderr).toBe(0);
    const uuid = /Submitted (hpcjob-[a-z0-9]+) \(cli-hello\) to queue normal of ehpc-cli00001/.exec(ran.stdout)?.[1];
    expect(uuid, ran.stdout).toBeDefined();

    const watching = started(['watch', uuid!, '--interval', '0.05']);
    // Each state seen before the simulator moves on, however slow the machine.
    await until(() => watching.output.stdout.includes('pending'));
    await gw.advance(2);
    await until(() => watching.output.stdout.includes('running'));
    const watched = await tickUntil(watching.done);
    expect(watched.code, watched.stderr).toBe(0);
    const lines = watched.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+00:00  ${uuid}  pending`));
    expect(watched.stdout).toContain(`${uuid}  running on cn001`);
    expect(lines[lines.length - 1]).toMatch(new RegExp(`${uuid}  finished after 0:0\\d$`));
    // One line per change: no state printed twice in a row.
    const states = lines.map((line) => line.split('  ')[2]);
    expect(states.filter((state, i) => state === states[i - 1])).toEqual([]);

    const log = await hpc(['log', uuid!]);
    expect(log.code, log.stderr).toBe(0);
    expect(log.stdout).toContain('hello from the cli');
    expect(log.stdout).toMatch(/finished at .* with exit code 0/);

    const detail = await hpc(['job', uuid!]);
    expect(detail.stdout).toMatch(/^Status:\s+finished$/m);
    expect(detail.stdout).toMatch(new RegExp(`^Cluster:\\s+${CLUSTER_NAME} \\(${C}\\)$`, 'm'));
    expect(detail.stdout).toMatch(/^Time limit:\s+10 min$/m);

    const list = await hpc(['jobs', '--cluster', C, '--limit', '5']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`^${uuid}\\s+cli-hello\\s+finished\\s+${CLUSTER_NAME}\\s+normal\\s+1\\s+`, 'm'));
    const finished = JSON.parse((await hpc(['jobs', '--status', 'finished', '--json'])).stdout) as { job_set: { hpcjob_uuid: string }[] };
    expect(finished.job_set.map((job) => job.hpcjob_uuid)).toContain(uuid);
  });

  it('follows a log until the job ends, and watch exits 7 for a job that fails', async () => {
    const uuid = await submitted('cli-fails', 'echo first line; sleep 6; echo second line; exit 3');
    const following = hpc(['log', uuid, '--follow', '--interval', '0.05']);
    const followed = await tickUntil(following);
    expect(followed.code, followed.stderr).toBe(0);
    expect(followed.stdout).toMatch(/first line[\s\S]*second line[\s\S]*exited at .* with exit code 3/);
    // Each line once: what was printed is not printed again.
    expect(followed.stdout.split('\n').filter((line) => line === 'first line')).toHaveLength(1);

    const watched = await hpc(['watch', uuid, '--interval', '0.05']);
    expect(watched.code).toBe(7);
    expect(watched.stdout).toContain(`${uuid}  exited (exit code 3) after`);
    const errors = await hpc(['log', uuid, '--stderr']);
    expect(errors.stdout).toContain('job script exited with status 3');
  });

  it('stops a running job, and watch then exits 7', async () => {
    const uuid = await submitted('cli-stop', 'sleep 1000');
    await gw.advance(2);
    expect(await statusOf(uuid)).toBe('running');
    const stopped = await hpc(['stop', uuid]);
    expect(stopped.code, stopped.stderr).toBe(0);
    expect(stopped.stdout).toMatch(new RegExp(`^Stopping ${uuid} \\(cli-stop\\): operation \\S+\\.\n$`));
    await gw.advance(2);
    expect(await statusOf(uuid)).toBe('stopped');
    const watched = await hpc(['watch', uuid, '--json']);
    expect(watched.code).toBe(7);
    expect(JSON.parse(watched.stdout)).toMatchObject({ job: { hpcjob_uuid: uuid, job_status: 'stopped' } });
    // Stopping it again breaks the gateway's rule.
    expect((await hpc(['stop', uuid])).code).toBe(5);
  });
});

describe('exit codes', () => {
  it('2: a revoked token, with the gateway’s reason', async () => {
    const revoked = await madeToken('cli revoked', ['read']);
    expect((await owner.op('revokeAccessToken', { token_id: revoked.id })).status).toBe(200);
    const ran = await hpc(['clusters'], { HPC_URL: gw.url, HPC_TOKEN: revoked.token });
    expect(ran).toMatchObject({ code: 2, stdout: '' });
    expect(ran.stderr).toBe('hpc: The access token cli revoked was revoked\n');
    await clearAddressThrottle();
  });

  it('3: a read-only token submitting, the message naming the scope it lacks; in Chinese with --lang zh', async () => {
    const reader = await madeToken('cli reader', ['read']);
    const env = { HPC_URL: gw.url, HPC_TOKEN: reader.token };
    const ran = await hpc(['submit', '--cluster', C, '--name', 'not-allowed', '--command', 'true'], env);
    expect(ran.code).toBe(3);
    expect(ran.stderr).toBe('hpc: The access token cli reader does not have the jobs scope this call needs\n');
    const zh = await hpc(['submit', '--cluster', C, '--name', 'not-allowed', '--command', 'true', '--lang', 'zh'], env);
    expect(zh.code).toBe(3);
    expect(zh.stderr).toContain('“作业”权限范围');
    const fromLang = await hpc(['submit', '--cluster', C, '--name', 'not-allowed', '--command', 'true'], { ...env, LANG: 'zh_CN.UTF-8' });
    expect(fromLang.stderr).toContain('“作业”权限范围');
  });

  it('4: an unknown job', async () => {
    const ran = await hpc(['job', 'hpcjob-zzzz0000']);
    expect(ran.code).toBe(4);
    expect(ran.stderr).toMatch(/^hpc: .*hpcjob-zzzz0000/);
  });

  it('5: a bad field, each problem named', async () => {
    const ran = await hpc(['submit', '--cluster', C, '--name', 'no-cores', '--cores', '0', '--command', 'true']);
    expect(ran.code).toBe(5);
    const [message, ...problems] = ran.stderr.trimEnd().split('\n');
    expect(message).toMatch(/^hpc: /);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/^ {2}- .*cores/im);
  });

  it('6: a gateway that cannot be reached', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const ran = await hpc(['clusters'], { HPC_URL: url, HPC_TOKEN: token });
    expect(ran.code).toBe(6);
    expect(ran.stderr).toContain(`cannot reach ${url}: ECONNREFUSED`);
  });

  it('1: an unknown option, command, or a missing argument, each named', async () => {
    const option = await hpc(['clusters', '--bogus']);
    expect(option).toMatchObject({ code: 1, stdout: '' });
    expect(option.stderr).toContain('unknown option --bogus');
    const command = await hpc(['clustres']);
    expect(command.code).toBe(1);
    expect(command.stderr).toContain('unknown command "clustres"');
    const argument = await hpc(['job']);
    expect(argument.code).toBe(1);
    expect(argument.stderr).toContain('hpc job needs <hpcjob_uuid>');
    const kind = await hpc(['submit', '--cluster', C, '--name', 'x']);
    expect(kind.code).toBe(1);
    expect(kind.stderr).toContain('hpc submit needs --script, --command or --template');
    const number = await hpc(['jobs', '--limit', 'many']);
    expect(number.code).toBe(1);
    expect(number.stderr).toContain('--limit needs a whole number');
  });
});

describe('help', () => {
  const contract = JSON.parse(readFileSync(join(ROOT, 'src', 'api', 'generated', 'openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string }>>;
  };
  const operation = (id: string) =>
    Object.values(contract.paths)
      .flatMap((item) => Object.values(item))
      .find((op) => op.operationId === id)!;

  it("lists every command with the contract's summaries of the operations it calls, and the exit codes", async () => {
    const ran = await hpc(['help'], {});
    expect(ran.code).toBe(0);
    for (const command of COMMANDS) {
      expect(ran.stdout).toMatch(new RegExp(`^ {2}hpc ${command.name}\\b`, 'm'));
      for (const id of command.operations) expect(ran.stdout).toContain(`${operation(id).summary} (${id})`);
    }
    for (const code of [0, 1, 2, 3, 4, 5, 6, 7]) expect(ran.stdout).toMatch(new RegExp(`^ {2}${code} {2}\\S`, 'm'));
    expect((await hpc(['--help'], {})).stdout).toBe(ran.stdout);
  });

  it("describes a command with its options and each operation's summary and description", async () => {
    const ran = await hpc(['submit', '--help'], {});
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/^Usage: hpc submit --cluster ID .*\(--script FILE \| --command CMD \| --template ID\)/);
    const submitJob = operation('submitJob');
    expect(ran.stdout).toContain(`${submitJob.summary} (submitJob):`);
    // The description, wrapped: its words in order.
    expect(ran.stdout.replace(/\s+/g, ' ')).toContain(submitJob.description!.replace(/\s+/g, ' '));
    expect((await hpc(['help', 'submit'], {})).stdout).toBe(ran.stdout);
  });
});

describe('the bin', () => {
  const node = promisify(execFile);
  // Asynchronous: the gateway in this process answers the child meanwhile.
  const bin = (args: string[], env: Record<string, string> = {}) =>
    node(process.execPath, [join(ROOT, 'bin', 'hpc.mjs'), ...args], {
      cwd: tmpdir(),
      env: { ...process.env, XDG_CONFIG_HOME: join(home, 'bin-config'), HPC_URL: '', HPC_TOKEN: '', ...env },
    });

  it('runs: help, and the clusters as JSON with HPC_URL and HPC_TOKEN', async () => {
    const help = await bin(['--help']);
    expect(help.stdout).toContain('Exit codes:');
    const clusters = await bin(['clusters', '--json'], signedIn());
    expect((JSON.parse(clusters.stdout) as { cluster_set: { cluster_id: string }[] }).cluster_set.map((c) => c.cluster_id)).toContain(C);
    await expect(bin(['clusters', '--bogus'])).rejects.toMatchObject({ code: 1 });
  });
});
