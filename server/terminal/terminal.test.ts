/**
 * The web terminal's gateway (ADR 0034) against a real sshd (server/testing/sshd.ts): the checks before the
 * upgrade, the login with a password or a key (and the keys refused), the shell, resize, reattach, the idle time-out,
 * an endpoint that does not answer, and logs that hold nothing typed nor any credential.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Client } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, SIMULATED_CLOUD, type GatewayConfig } from '../config';
import { startGateway, type Gateway } from '../gateway';
import { registerSlurmClusterInDb } from '../domains/slurm-clusters';
import { SEED } from '../seed/fixtures';
import { TestClient } from '../test-support';
import { startSshd, sshdAvailable, type Sshd } from '../testing/sshd';
import { processesOf } from '../testing/processes';
import { HIGH_WATER } from './flow';
import { isRefused, openTerminal, type OpenOptions, type Term } from './test-socket';

const CLUSTER = SEED.clusters.ehpcActive;
const LOGIN_NODE = 'cln-l0g1n9a2';

describe.skipIf(!sshdAvailable())('web terminal gateway', () => {
  let sshd: Sshd;
  let gateway: Gateway;
  let url: string;
  let dataDir: string;
  let terminal: GatewayConfig['terminal'];
  let config: GatewayConfig;
  let instanceId: string;
  const logs: string[] = [];
  const owner = new TestClient('', 'en-US');
  const terms: Term[] = [];

  const query = () => ({ cluster_id: CLUSTER, instance_id: instanceId });
  const open = async (client: TestClient | null = owner, q: Record<string, string> = query(), options: OpenOptions = {}) =>
    openTerminal(url, client ?? undefined, q, options);
  const openTerm = async (q?: Record<string, string>): Promise<Term> => {
    const term = await open(owner, q ?? query());
    if (isRefused(term)) throw new Error(`refused: ${JSON.stringify(term)}`);
    terms.push(term);
    return term;
  };
  const signedIn = async (): Promise<Term> => {
    const term = await openTerm();
    expect(await term.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({ type: 'ready', reattached: false });
    return term;
  };
  /** Ends the shell as a user does (a closed socket keeps it for the grace period, counted in the cap). */
  const end = async (term: Term): Promise<void> => {
    term.type('exit\n');
    expect(await term.control('closed')).toMatchObject({ reason: 'exit' });
  };
  const refusal = async (client: TestClient | null, q: Record<string, string> = query(), options: OpenOptions = {}) => {
    const answer = await open(client, q, options);
    if (!isRefused(answer)) {
      await answer.close();
      throw new Error('upgraded');
    }
    return answer;
  };

  beforeAll(async () => {
    sshd = await startSshd();
    dataDir = mkdtempSync(join(tmpdir(), 'hpc-term-'));
    const base = readConfig({});
    terminal = { ...base.terminal, sshEndpoint: { host: sshd.host, port: sshd.port } };
    config = {
      ...base,
      session: { ...base.session },
      port: 0,
      host: '127.0.0.1',
      dataDir,
      distDir: join(dataDir, 'no-console'),
      validateResponses: true,
      terminal,
      cloud: SIMULATED_CLOUD,
    };
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    gateway = await startGateway(config, { runEngine: false, logger: { level: 'trace', stream } });
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const address = gateway.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    Object.assign(owner, { api: `${url}/_micro_/hpc/api` });
    expect((await owner.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    const [node] = await gateway.db.query<{ instance_id: string }>('SELECT instance_id FROM cluster_nodes WHERE node_id = $1', [
      LOGIN_NODE,
    ]);
    instanceId = node!.instance_id;
  });

  afterAll(async () => {
    for (const term of terms) await term.close().catch(() => undefined);
    await gateway?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await sshd?.stop();
  });

  describe('refuses before the upgrade', () => {
    it('without a session: 401', async () => {
      const answer = await refusal(null, query(), { lang: 'en' });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ ret_code: 1200, message: 'Not signed in or the session expired, please sign in again' });
    });

    it('with a missing or another Origin: 403, in the language the console asked for', async () => {
      const missing = await refusal(owner, query(), { origin: null });
      expect(missing.status).toBe(403);
      expect(missing.body.message).toBe('The terminal was refused: the request does not come from this console (Origin)');
      const other = await refusal(owner, { ...query(), lang: 'zh-CN' }, { origin: 'https://evil.example.com' });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('请求来源 (Origin) 不是本控制台，已拒绝打开终端');
    });

    it('without the CSRF token, or with another: 401', async () => {
      for (const protocols of [['hpc-terminal.v1'], ['hpc-terminal.v1', 'csrf.not-the-token']]) {
        const answer = await refusal(owner, query(), { protocols });
        expect(answer.status).toBe(401);
        expect(answer.body.message).toBe('The request has no valid CSRF token, reload the page and try again');
      }
    });

    it("for a node of another account's cluster: 404, as for a cluster that does not exist", async () => {
      const admin = new TestClient(owner.api, 'en-US');
      expect((await admin.login('usr-admin', 'Admin#Hpc2026')).status).toBe(200);
      const answer = await refusal(admin);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(`The cluster does not exist: ${CLUSTER}`);
      const unknown = await refusal(owner, { cluster_id: CLUSTER, instance_id: 'i-zz9zz9zz' });
      expect(unknown.status).toBe(404);
    });

    it('a request without the node, naming the field', async () => {
      const answer = await refusal(owner, { cluster_id: CLUSTER });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body.validation)).toContain('instance_id');
    });

    it('with the web_ssh feature off: 403', async () => {
      const set = (on: boolean) =>
        gateway.db.query(
          "UPDATE config_entries SET value = jsonb_set(value, '{features,web_ssh}', $1::jsonb) WHERE namespace = 'default' AND key = 'hpc-config'",
          [JSON.stringify(on)],
        );
      await set(false);
      try {
        const answer = await refusal(owner);
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe('The web terminal is not enabled for this account');
      } finally {
        await set(true);
      }
    });

    it('a controller: 403 naming it (users work on login and compute nodes); a compute node opens', async () => {
      const [controller] = await gateway.db.query<{ instance_id: string; hostname: string }>(
        "SELECT instance_id, hostname FROM cluster_nodes WHERE cluster_id = $1 AND role = 'controller' AND status = 'active'",
        [CLUSTER],
      );
      const answer = await refusal(owner, { cluster_id: CLUSTER, instance_id: controller!.instance_id });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(`The node ${controller!.hostname} is a controller: a terminal opens on login and compute nodes`);
      const [compute] = await gateway.db.query<{ instance_id: string }>(
        "SELECT instance_id FROM cluster_nodes WHERE cluster_id = $1 AND role = 'compute' AND status = 'active' AND transition_status = ''",
        [CLUSTER],
      );
      const term = await openTerm({ cluster_id: CLUSTER, instance_id: compute!.instance_id });
      expect(await term.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({ type: 'ready' });
      await end(term);
    });

    it("a node whose address is IPv6, or that has none: the spec's webssh messages", async () => {
      const setIp = (ip: string) =>
        gateway.db.query('UPDATE cluster_nodes SET private_ip = $1 WHERE node_id = $2 RETURNING 1', [ip, LOGIN_NODE]);
      const [{ private_ip: kept }] = await gateway.db.query<{ private_ip: string }>(
        'SELECT private_ip FROM cluster_nodes WHERE node_id = $1',
        [LOGIN_NODE],
      );
      try {
        await setIp('fd00::10');
        expect((await refusal(owner)).body).toMatchObject({ message: 'webssh does not support IPv6' });
        await setIp('');
        const none = await refusal(owner);
        expect(none.status).toBe(400);
        expect(none.body.message).toBe('network does not support webssh');
      } finally {
        await setIp(kept);
      }
    });

    it('counts sockets still waiting for a login toward the cap: of 20 opened at once, only the cap upgrades', async () => {
      const opened = await Promise.all(Array.from({ length: 20 }, () => open(owner)));
      const upgraded = opened.filter((answer): answer is Term => !isRefused(answer));
      const refused = opened.filter(isRefused);
      terms.push(...upgraded);
      expect(upgraded).toHaveLength(terminal.maxPerUser);
      expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
        Array.from({ length: 20 - terminal.maxPerUser }, () => [
          429,
          `You already have ${terminal.maxPerUser} web terminals open: close one first`,
        ]),
      );
      // Closing them gives their places back.
      for (const term of upgraded) await term.close();
      await end(await signedIn());
    });

    it('refuses a read-only member of the shared cluster (a shell changes what it may only read): 403 in words', async () => {
      const sub = new TestClient(owner.api, 'en-US');
      expect((await sub.login('usr-sub', 'SubUser#Hpc2026')).status).toBe(200);
      const answer = await refusal(sub);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        ret_code: 1300,
        message: 'You are a read-only member of this shared cluster and cannot open its web terminal',
      });
      const chinese = await refusal(sub, { ...query(), lang: 'zh-CN' });
      expect(chinese.body.message).toBe('您是该共享集群的只读成员，不能打开它的 Web 终端');
      // A read-write member opens one.
      await gateway.db.query("UPDATE cluster_shares SET permission = 'readwrite' WHERE cluster_id = $1 AND user_id = 'usr-sub'", [CLUSTER]);
      try {
        const term = await open(sub);
        if (isRefused(term)) throw new Error(JSON.stringify(term));
        terms.push(term);
        await term.close();
      } finally {
        await gateway.db.query("UPDATE cluster_shares SET permission = 'readonly' WHERE cluster_id = $1 AND user_id = 'usr-sub'", [
          CLUSTER,
        ]);
      }
    });

    it('over the per-user cap: 429, and a shell of the user under it opens', async () => {
      const cap = terminal.maxPerUser;
      terminal.maxPerUser = 1;
      try {
        const first = await signedIn();
        const answer = await refusal(owner);
        expect(answer.status).toBe(429);
        expect(answer.body.message).toBe('You already have 1 web terminals open: close one first');
        await end(first);
      } finally {
        terminal.maxPerUser = cap;
      }
    });
  });

  describe('the shell', () => {
    it('logs in with the password and runs echo', async () => {
      const term = await signedIn();
      await term.run('echo hel""lo', 'hello');
      await term.run('pwd', `/home/${sshd.user}`);
      await end(term);
    });

    it('logs in with the ecdsa-sha2-nistp521 key', async () => {
      const term = await openTerm();
      expect(await term.login({ user_name: sshd.user, private_key: sshd.ecdsaKey })).toMatchObject({ type: 'ready' });
      await term.run('whoami', sshd.user);
      await end(term);
    });

    it("refuses a 2 MB key and a DSA or ed25519 key with the spec's messages, then takes a good login on the same socket", async () => {
      const term = await openTerm();
      const big = `-----BEGIN OPENSSH PRIVATE KEY-----\n${'A'.repeat(2 * 1024 * 1024)}\n-----END OPENSSH PRIVATE KEY-----\n`;
      expect(await term.login({ user_name: sshd.user, private_key: big })).toMatchObject({
        type: 'error',
        code: 'key_too_large',
        message: 'The file is too large',
      });
      expect(await term.login({ user_name: sshd.user, private_key: sshd.otherKey })).toMatchObject({
        type: 'error',
        code: 'key_type',
        message: 'Please enter a valid key',
      });
      expect(await term.login({ user_name: sshd.user, private_key: sshd.ed25519Key })).toMatchObject({ type: 'error', code: 'key_type' });
      expect(await term.login({ user_name: sshd.user, private_key: 'not a key' })).toMatchObject({
        type: 'error',
        code: 'key_invalid',
        message: 'The file is not a valid certificate file',
      });
      expect(await term.login({ user_name: sshd.user, private_key: sshd.rsaKey })).toMatchObject({ type: 'ready' });
      await end(term);
    });

    it('answers a wrong password with auth_failed and keeps the socket for another try', async () => {
      const term = await openTerm();
      expect(await term.login({ user_name: sshd.user, password: 'wrong-password' })).toMatchObject({
        type: 'error',
        code: 'auth_failed',
        message: 'Wrong user name, password or key',
      });
      expect(await term.login({ user_name: sshd.user, password: 'x', private_key: sshd.ecdsaKey })).toMatchObject({
        type: 'error',
        code: 'invalid_login',
        message: 'Give either a password or a private key file',
      });
      expect(await term.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({ type: 'ready' });
      await end(term);
    });

    it('gives the shell a UTF-8 locale: Chinese typed reaches it as its UTF-8 bytes and prints back', async () => {
      const term = await signedIn();
      // Typed as a browser sends it, a key at a time. Without a UTF-8 locale bash's readline reads each byte of 中 as a
      // Meta key (M-8 repeats the next key) and the line arrives as dashes.
      for (const key of ['e', 'c', 'h', 'o', ' ', 'X', '中', '文', 'Y']) {
        term.type(key);
        await new Promise((wait) => setTimeout(wait, 100));
      }
      await term.run(' | od -An -tx1', /58 e4 b8 ad e6 96 87 59 0a/);
      await term.run('printf "%s-%s\\n" 中文 ok', '中文-ok');
      await end(term);
    });

    it('resizes the PTY: tput cols follows', async () => {
      const term = await signedIn();
      term.send({ type: 'resize', cols: 101, rows: 30 });
      await term.run('tput cols', /\b101\b/);
      term.send({ type: 'resize', cols: 133, rows: 30 });
      await term.run('tput cols', /\b133\b/);
      await end(term);
    });

    it('sends keystrokes at once: the connection to sshd has Nagle off', async () => {
      const noDelay = vi.spyOn(Client.prototype, 'setNoDelay');
      try {
        const term = await signedIn();
        expect(noDelay).toHaveBeenCalledWith(true);
        await end(term);
      } finally {
        noDelay.mockRestore();
      }
    });

    it('holds a flood in sshd while the browser has not acknowledged 1 MiB of it, and goes on with its acks (ADR 0040)', async () => {
      const term = await signedIn();
      term.send({ type: 'ack', bytes: 0 });
      let acked = 0;
      const ackAll = () => {
        const received = Buffer.byteLength(term.output);
        term.send({ type: 'ack', bytes: received - acked });
        acked = received;
      };
      term.type("head -c 8000000 /dev/zero | tr '\\0' x; echo FLOOD-$((40+2))\n");
      await term.until(() => term.output.includes('xxxx'));
      // Until the output stops growing (500 ms without a byte): held back, far short of the 8 MB.
      let length = -1;
      while (length !== term.output.length) {
        length = term.output.length;
        await new Promise((wait) => setTimeout(wait, 500));
      }
      expect(term.output).not.toContain('FLOOD-42');
      expect(Buffer.byteLength(term.output)).toBeLessThan(HIGH_WATER + 256 * 1024);
      // The browser's terminal writes and acknowledges what it has: the rest comes.
      await term.until(() => {
        ackAll();
        return term.output.includes('FLOOD-42');
      }, 60_000);
      await end(term);
    });

    it('reattaches to the same shell after the socket closed, with its kept output; a second socket takes it over', async () => {
      const first = await signedIn();
      const { terminal_id: id } = await first.control('ready');
      await first.run('KEPT=ab; echo "marker-$KEPT$KEPT"', 'marker-abab');
      await first.close();
      const second = await openTerm({ ...query(), terminal_id: String(id) });
      expect(await second.control('ready')).toMatchObject({ terminal_id: id, reattached: true });
      await second.until(() => second.output.includes('marker-abab'));
      await second.run('echo "again-$KEPT$KEPT"', 'again-abab');
      const third = await openTerm({ ...query(), terminal_id: String(id) });
      expect(await third.control('ready')).toMatchObject({ reattached: true });
      expect(await second.control('closed')).toMatchObject({ reason: 'taken_over' });
      await third.run('echo "third-$KEPT$KEPT"', 'third-abab');
      await end(third);
      const gone = await openTerm({ ...query(), terminal_id: String(id) });
      expect(await gone.control('error')).toMatchObject({ code: 'terminal_gone' });
    });

    it('closes an idle shell with reason idle and its message', async () => {
      const idle = terminal.idleSeconds;
      terminal.idleSeconds = 2;
      try {
        const term = await signedIn();
        expect(await term.control('closed')).toMatchObject({ reason: 'idle', message: 'The terminal was closed: no input for too long' });
        await term.until(() => term.closed);
      } finally {
        terminal.idleSeconds = idle;
      }
    });

    it('gives a socket the login time only (HPC_TERMINAL_LOGIN_SECONDS), wrong passwords included, then closes it', async () => {
      const kept = terminal.loginSeconds;
      terminal.loginSeconds = 2;
      try {
        const neverLoggedIn = await openTerm();
        const guessing = await openTerm();
        expect(await guessing.login({ user_name: sshd.user, password: 'wrong-password' })).toMatchObject({ code: 'auth_failed' });
        expect(await neverLoggedIn.control('closed')).toMatchObject({
          reason: 'login_timeout',
          message: 'The terminal was closed: no login was given in time',
        });
        expect(await guessing.control('closed')).toMatchObject({ reason: 'login_timeout' });
        await guessing.until(() => guessing.closed && neverLoggedIn.closed);
      } finally {
        terminal.loginSeconds = kept;
        await gateway.db.query("DELETE FROM sign_in_throttle WHERE key LIKE 'terminal:%'");
      }
    });

    it('throttles wrong passwords per user, cluster and SSH user: slower from the third, locked at the fifth, the right one refused', async () => {
      const key = `terminal:usr-owner:${CLUSTER}:${sshd.user}`;
      try {
        const term = await openTerm();
        const answers = [];
        for (let n = 1; n <= 4; n += 1) answers.push(await term.login({ user_name: sshd.user, password: `wrong-${n}` }));
        expect(answers.map((a) => a.code)).toEqual(['auth_failed', 'auth_failed', 'auth_failed', 'auth_failed']);
        const fifth = await term.login({ user_name: sshd.user, password: 'wrong-5' });
        expect(fifth).toMatchObject({
          type: 'error',
          code: 'login_locked',
          message: 'Too many failed logins to this node: please try again in 1 min',
        });
        expect(Number(fifth.retry_after)).toBeGreaterThan(0);
        expect(Number(fifth.retry_after)).toBeLessThanOrEqual(60);
        // The right password is refused while locked, on this socket and on a new one (in Chinese there).
        expect(await term.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({ code: 'login_locked' });
        const another = await openTerm({ ...query(), lang: 'zh-CN' });
        expect(await another.login({ user_name: sshd.user.toUpperCase(), password: sshd.password })).toMatchObject({
          code: 'login_locked',
          message: '该节点登录失败次数过多，请 1 分钟后再试',
        });
        const [row] = await gateway.db.query<{ failures: number }>('SELECT failures FROM sign_in_throttle WHERE key = $1', [key]);
        expect(row?.failures).toBe(5);
        // Once the lock has run out the right password opens the shell and clears the count.
        await gateway.db.query("UPDATE sign_in_throttle SET locked_until = now() - interval '1 second' WHERE key = $1", [key]);
        expect(await term.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({ type: 'ready' });
        expect(await gateway.db.query('SELECT 1 FROM sign_in_throttle WHERE key = $1', [key])).toEqual([]);
        await end(term);
        await another.close();
      } finally {
        await gateway.db.query("DELETE FROM sign_in_throttle WHERE key LIKE 'terminal:%'");
      }
    });

    /** Runs `work` with HPC_SSH_ENDPOINT pointing at a port that accepts and never answers (1 s connect limit). */
    async function withSilentEndpoint(work: () => Promise<void>): Promise<void> {
      const silent: Server = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const address = silent.address();
      const kept = { endpoint: terminal.sshEndpoint, timeout: terminal.connectTimeoutMs };
      terminal.sshEndpoint = { host: '127.0.0.1', port: typeof address === 'object' && address ? address.port : 0 };
      terminal.connectTimeoutMs = 1000;
      try {
        await work();
      } finally {
        Object.assign(terminal, { sshEndpoint: kept.endpoint, connectTimeoutMs: kept.timeout });
        silent.close();
      }
    }

    it("an endpoint that does not answer: closed, unreachable, with the spec's message", async () => {
      await withSilentEndpoint(async () => {
        const term = await openTerm();
        expect(await term.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({
          type: 'closed',
          reason: 'unreachable',
          message: 'Failed to obtain server information',
        });
      });
    });

    it("a registered cluster's login node is reached at its own SSH endpoint, not HPC_SSH_ENDPOINT (ADR 0039)", async () => {
      const sharedDir = mkdtempSync(join(tmpdir(), 'hpc-term-shared-'));
      // The simulated cloud's endpoint answers nothing now: only the registered one can sign in.
      await withSilentEndpoint(async () => {
        const { clusterId } = await registerSlurmClusterInDb(gateway.db, {
          name: 'termslurm',
          restUrl: 'http://127.0.0.1:9',
          jwtKeyFile: '',
          sharedDir,
          sshEndpoint: `${sshd.host}:${sshd.port}`,
          owner: 'usr-owner',
          zone: 'pek3',
          account: 'termacct',
        });
        const [login] = await gateway.db.query<{ instance_id: string }>(
          "SELECT instance_id FROM cluster_nodes WHERE cluster_id = $1 AND role = 'login'",
          [clusterId],
        );
        const term = await openTerm({ cluster_id: clusterId, instance_id: login!.instance_id });
        expect(await term.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({ type: 'ready' });
        await end(term);
        const seeded = await openTerm();
        expect(await seeded.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({
          type: 'closed',
          reason: 'unreachable',
        });
      }).finally(() => rmSync(sharedDir, { recursive: true, force: true }));
    });

    it("a node of a real cloud is reached at its own host's sshd, not HPC_SSH_ENDPOINT (ADR 0047)", async () => {
      const [node] = await gateway.db.query<{ node_id: string; instance_id: string }>(
        "SELECT node_id, instance_id FROM cluster_nodes WHERE node_id = 'cln-l0g1n9a2'",
      );
      await gateway.db.query('UPDATE cluster_nodes SET ssh_endpoint = $2 WHERE node_id = $1', [node!.node_id, `${sshd.host}:${sshd.port}`]);
      await withSilentEndpoint(async () => {
        const term = await openTerm({ cluster_id: SEED.clusters.ehpcActive, instance_id: node!.instance_id });
        expect(await term.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({ type: 'ready' });
        await end(term);
      }).finally(() => gateway.db.query('UPDATE cluster_nodes SET ssh_endpoint = NULL WHERE node_id = $1', [node!.node_id]));
    });

    it('logs neither what was typed nor the password nor the key', async () => {
      const all = logs.join('');
      expect(all).toContain('terminal opened');
      for (const secret of [sshd.password, 'marker-', 'tput cols', 'KEPT=ab', sshd.ecdsaKey.split('\n')[1]!, 'wrong-password'])
        expect(all).not.toContain(secret);
    });
  });
  describe('ends with its console session, however it ends (ADR 0043)', () => {
    /** A client signed in as the owner in a browser of its own (a session of its own). */
    const browser = async () => {
      const client = new TestClient(owner.api, 'en-US');
      expect((await client.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
      return client;
    };
    /** A shell of `client`'s session, logged in, and its shell's process id. */
    const shellOf = async (client: TestClient): Promise<{ term: Term; pid: number }> => {
      const term = await open(client);
      if (isRefused(term)) throw new Error(JSON.stringify(term));
      terms.push(term);
      expect(await term.login({ user_name: sshd.user, password: sshd.password })).toMatchObject({ type: 'ready' });
      const from = term.output.length;
      term.type('echo "PID-$$-END"\n');
      const pid = await term.until(() => /PID-(\d+)-END/.exec(term.output.slice(from))?.[1]);
      return { term, pid: Number(pid) };
    };
    /** Closed because the session ended, promptly: far sooner than the 20 s look at every session. */
    const closedForSession = async (term: Term) => {
      expect(await term.until(() => term.controls.find((c) => c.type === 'closed'), 5_000)).toMatchObject({
        reason: 'signed_out',
        message: 'The terminal was closed: your console session ended (signed out, inactive too long, or signed in again)',
      });
      await term.until(() => term.closed, 5_000);
    };
    const processGone = (pid: number) => expect.poll(() => processesOf(sshd.user).includes(pid), { timeout: 5_000 }).toBe(false);

    it('sign-out closes its open terminals and its kept ones, and their shells end; the same user elsewhere keeps hers', async () => {
      const tab = await browser();
      const elsewhere = await browser();
      const open1 = await shellOf(tab);
      const kept = await shellOf(tab);
      const { terminal_id: keptId } = await kept.term.control('ready');
      await kept.term.close();
      const other = await shellOf(elsewhere);
      expect((await tab.call('POST', '/auth/logout', {})).status).toBe(200);
      await closedForSession(open1.term);
      await processGone(open1.pid);
      await processGone(kept.pid);
      // The kept shell is gone: a new sign-in of that browser cannot take it back.
      expect((await tab.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
      const again = await open(tab, { ...query(), terminal_id: String(keptId) });
      if (isRefused(again)) throw new Error(JSON.stringify(again));
      terms.push(again);
      expect(await again.control('error')).toMatchObject({ code: 'terminal_gone' });
      // Another session of the same user is not concerned.
      await other.term.run('echo "alive-$((40+2))"', 'alive-42');
      await end(other.term);
      await tab.call('POST', '/auth/logout', {});
      await elsewhere.call('POST', '/auth/logout', {});
    });

    it('a new sign-in in the same browser ends the session it replaces, and its terminal', async () => {
      const tab = await browser();
      const { term, pid } = await shellOf(tab);
      expect((await tab.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
      await closedForSession(term);
      await processGone(pid);
      await tab.call('POST', '/auth/logout', {});
    });

    it('the end of the absolute lifetime closes it, without any request', async () => {
      const tab = await browser();
      const { term, pid } = await shellOf(tab);
      await gateway.db.query("UPDATE sessions SET expire_time = now() + interval '1 second' WHERE session_id = $1", [
        tab.cookies.get('hpc_session'),
      ]);
      await closedForSession(term);
      await processGone(pid);
    });

    it('the idle time closes it and ends the session: typing in the terminal is not a use of the console', async () => {
      const tab = await browser();
      const { term, pid } = await shellOf(tab);
      const idle = config.session.idleMs;
      config.session.idleMs = 2_000;
      try {
        await closedForSession(term);
        await processGone(pid);
        expect(await gateway.db.query('SELECT 1 FROM sessions WHERE session_id = $1', [tab.cookies.get('hpc_session')])).toEqual([]);
      } finally {
        config.session.idleMs = idle;
      }
    });

    it('removing the user ends her sessions and her terminals', async () => {
      // A user of the owner's account, with a read-write share of the cluster, signed in with a terminal.
      await gateway.db.query(
        `INSERT INTO users (user_id, user_name, email, password_hash, owner, role, user_type, zone, zones)
         SELECT 'usr-termgone', 'Gone', 'gone@example.com', password_hash, 'usr-owner', 'user', 1, zone, zones FROM users WHERE user_id = 'usr-sub'`,
      );
      await gateway.db.query(
        "INSERT INTO cluster_shares (cluster_id, user_id, permission, create_time) VALUES ($1, 'usr-termgone', 'readwrite', now())",
        [CLUSTER],
      );
      const client = new TestClient(owner.api, 'en-US');
      expect((await client.login('usr-termgone', 'SubUser#Hpc2026')).status).toBe(200);
      const { term, pid } = await shellOf(client);
      await gateway.db.query("DELETE FROM cluster_shares WHERE user_id = 'usr-termgone'");
      await gateway.db.query("DELETE FROM users WHERE user_id = 'usr-termgone'");
      await closedForSession(term);
      await processGone(pid);
    });
  });
});
