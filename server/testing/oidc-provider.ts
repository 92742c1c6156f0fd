/**
 * A real OpenID Connect provider for tests: the certified `oidc-provider` package in a process of its own
 * (oidc-provider-process.mjs) on a free port of 127.0.0.1, with the clients and accounts the test gives. The console's
 * single sign-on is tested against real protocol traffic (discovery, PKCE, code exchange, signed ID tokens,
 * RP-initiated logout) rather than a mock that agrees with whatever the code under test expects.
 *
 *   const idp = await startIdentityProvider({ clients: [...], accounts: [...] });   // in beforeAll
 *   ... discovery at `${idp.issuer}/.well-known/openid-configuration`; sign in on its page (inputs login, password) ...
 *   expect(await idp.sessions('alice')).toBe(0);                                    // after a sign-out
 *   await idp.stop();                                                               // in afterAll (also done at exit)
 *
 * The provider: authorization code flow only, PKCE (S256) required, scopes openid profile email groups (claim
 * `groups`, in the ID token too), client_secret_basic or client_secret_post, end_session_endpoint whose confirmation
 * submits itself, consent given without asking. Its state (sessions, codes, keys) is in the process's memory only;
 * the process also ends when the test process does, even killed, because it ends when its stdin closes.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';

const PROCESS = join(import.meta.dirname, 'oidc-provider-process.mjs');

export interface ProviderAccount {
  /** The subject identifier, stable: the ID token's `sub`. */
  sub: string;
  /** What the user types in the sign-in page. */
  login: string;
  password: string;
  /** The account's claims: name, email, preferred_username, groups (string[]) ... given as the scopes allow. */
  claims: Record<string, unknown>;
}

export interface ProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  /** How the client authenticates at the token endpoint: client_secret_basic unless said. */
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post';
}

export interface IdentityProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  /**
   * How many sessions the provider holds now for a login (to test that sign-out ended it); without a login, the
   * sessions of every account.
   */
  sessions(login?: string): Promise<number>;
  stop(): Promise<void>;
}

export async function startIdentityProvider(options: {
  clients: ProviderClient[];
  accounts: ProviderAccount[];
}): Promise<IdentityProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [PROCESS], { stdio: ['pipe', 'pipe', 'pipe'] });
  const running = (): boolean => child.exitCode === null && child.signalCode === null;
  const atExit = (): void => {
    if (running()) child.kill('SIGKILL');
  };
  process.on('exit', atExit);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // A write after the process failed would otherwise be an unhandled EPIPE; its exit is reported below.
  child.stdin.on('error', () => undefined);
  child.stdin.write(`${JSON.stringify({ port, clients: options.clients, accounts: options.accounts })}\n`);
  try {
    await new Promise<void>((resolve, reject) => {
      let stdout = '';
      const timer = setTimeout(() => reject(new Error(`the OpenID provider did not start within 20 s: ${stderr}`)), 20_000);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.split('\n').includes('ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        // Let the last of stderr arrive before quoting it.
        setImmediate(() => reject(new Error(`the OpenID provider exited (${signal ?? code}): ${stderr}`)));
      });
    });
  } catch (error) {
    process.off('exit', atExit);
    atExit();
    throw error;
  }
  const sessions = async (login?: string): Promise<number> => {
    const url = new URL('/test/sessions', issuer);
    if (login !== undefined) url.searchParams.set('login', login);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url.href}: ${response.status}`);
    return ((await response.json()) as { sessions: number }).sessions;
  };
  const stop = async (): Promise<void> => {
    process.off('exit', atExit);
    if (!running()) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.stdin.end();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    atExit();
  };
  return { issuer, sessions, stop };
}
