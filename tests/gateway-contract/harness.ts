/**
 * A real gateway (temporary data directory, seeded) behind `prism proxy --errors`, and the generated client
 * pointed at the proxy. Prism validates every request before forwarding it and every answer before passing it
 * on: with --errors a request violation comes back as Prism's own 422 (or 401), an error in an answer as its
 * 500 problem+json, and every violation, warnings included (an undeclared error status), in the
 * `sl-violations` header. Every exchange is recorded so a test can say which of those it saw.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { CONTRACT_FILE } from '../../server/app';
import { firstExample, listOperations, loadBundle, parametersOf } from '../../server/contract/document';
import { freePort, startTestGateway, type TestGateway } from '../../server/test-support';
import { directorySettings, slapdAvailable, startDirectory, type Directory } from '../../server/testing/slapd';
import { DEMO_ACCOUNTS } from '../../server/seed/identity';
import { useSiteInMemory } from './site';
import { configureGateway, GatewayError, setGatewayIdentity } from '../../src/api/gateway';
import type { OperationId } from '../../src/api/generated/operations';
import { generatedFunctions } from '../contract/lib/client';
import { waitForPrism } from '../contract/lib/prism';

export { generatedFunctions };

type Values = Record<string, unknown>;

const doc = loadBundle(CONTRACT_FILE);
const operations = new Map(listOperations(doc).map((o) => [o.operationId, o]));
const IDENTITY = new Set(['action', 'zone', 'owner', 'user_id', 'iamuser_name']);

function withoutUndefined(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * The generated function's arguments (path parameters, body, query parameters, in orval's order): the
 * contract's examples, with the overrides on top (an undefined override drops the example's value).
 */
export function argumentsFor(id: OperationId, overrides: { path?: Values; body?: Values; query?: Values } = {}): unknown[] {
  const o = operations.get(id);
  if (!o) throw new Error(`no operation ${id} in the contract`);
  const params = parametersOf(doc, o);
  const args: unknown[] = [];
  for (const [, name] of o.path.matchAll(/\{([^}]+)\}/g))
    args.push(overrides.path?.[name] ?? params.find((p) => p.in === 'path' && p.name === name)?.example);
  if (o.op.requestBody) {
    const content = o.op.requestBody.content ?? {};
    const example = (structuredClone(firstExample(content['application/json'] ?? Object.values(content)[0])) ?? {}) as Values;
    // The mutator adds the signed-in user's identity; the examples carry usr-owner's.
    for (const key of IDENTITY) delete example[key];
    args.push(withoutUndefined({ ...example, ...overrides.body }));
  }
  const query = params.filter((p) => p.in === 'query' && !IDENTITY.has(p.name));
  if (params.some((p) => p.in === 'query')) {
    args.push(
      withoutUndefined({
        ...Object.fromEntries(query.filter((p) => p.example !== undefined).map((p) => [p.name, p.example])),
        ...overrides.query,
      }),
    );
  }
  return args;
}

export type DemoUser = (typeof DEMO_ACCOUNTS)[number]['user_id'];

export interface Exchange {
  method: string;
  url: string;
  status: number;
  contentType: string;
  /** The parsed `sl-violations` header: every request and response violation Prism found. */
  violations: { location?: string[]; severity?: string; code?: string | number; message?: string }[];
  /** A JSON or problem+json answer, parsed. */
  body: unknown;
}

interface SessionState {
  cookies: Map<string, string>;
  csrf?: string;
}

/** Prism joins several Set-Cookie headers of the upstream answer with commas: split them again. */
function setCookies(header: string | null): [string, string][] {
  if (!header) return [];
  return header.split(/,(?=\s*[^;,=\s]+=)/).map((line) => {
    const [pair] = line.trim().split(';');
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
}

function parseViolations(header: string | null): Exchange['violations'] {
  if (!header) return [];
  try {
    return JSON.parse(header) as Exchange['violations'];
  } catch {
    return [{ message: header }];
  }
}

export interface ProxiedGateway {
  gw: TestGateway;
  /** The proxy's base: the contract's paths go right after it. */
  proxyUrl: string;
  /** Every exchange made through the proxy, in order. */
  exchanges: Exchange[];
  /** Prism's log output (the last 200 kB). */
  log(): string;
  /** How often Prism found a 501 upstream and answered from the contract's examples instead. */
  remocked(): number;
  /** Signs a demo user in through the proxy (the generated `login`) and makes it the client's identity. */
  signIn(user: DemoUser): Promise<void>;
  /** Makes an already signed-in user the client's identity again. */
  use(user: DemoUser): void;
  /** Sends the next calls without identity, session cookies and CSRF token (or with the given cookies). */
  anonymous(cookies?: Map<string, string>): void;
  /** Sends the next calls as a signed-in user, but without the CSRF token. */
  withoutCsrf(user: DemoUser): void;
  close(): Promise<void>;
}

/** The directory behind loginDirectory (the contract's example: grace, an IAM user of usr-owner's account). */
async function exampleDirectory(): Promise<Directory> {
  if (!slapdAvailable())
    throw new Error('the gateway contract suite needs root and /usr/sbin/slapd (Debian package slapd) for loginDirectory');
  return startDirectory({
    users: [{ uid: 'grace', cn: 'Grace Hopper', mail: 'grace@example.com', password: 'Grace#Directory1' }],
    groups: [{ cn: 'hpc-users', members: ['grace'] }],
  });
}

export async function startProxiedGateway(): Promise<ProxiedGateway> {
  const directory = await exampleDirectory();
  const dropSite = useSiteInMemory();
  const gw = await startTestGateway(undefined, {
    config: {
      identity: {
        demoAccounts: true,
        ldap: directorySettings(directory),
        mapping: [{ group: 'hpc-users', as: 'iam_user', account: 'usr-owner', zones: ['pek3'] }],
      },
    },
  });
  const port = await freePort();
  const cli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, 'proxy', CONTRACT_FILE, gw.api, '--host', '127.0.0.1', '--port', String(port), '--errors'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let remocked = 0;
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    // Matched on the tail of the output so far and the new chunk: a line may arrive in two chunks.
    const seam = output.slice(-100) + text;
    remocked += (seam.match(/Remocking the call/g) ?? []).length - (output.slice(-100).match(/Remocking the call/g) ?? []).length;
    output = (output + text).slice(-200_000);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  try {
    await waitForPrism(child, 45_000);
  } catch (error) {
    await gw.close();
    await directory.stop();
    dropSite();
    throw error;
  }

  const proxyUrl = `http://127.0.0.1:${port}`;
  const exchanges: Exchange[] = [];
  const sessions = new Map<DemoUser, { state: SessionState; identity: Parameters<typeof setGatewayIdentity>[0] }>();
  let current: SessionState = { cookies: new Map() };

  const recordingFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (current.cookies.size) headers.set('cookie', [...current.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await globalThis.fetch(input, { ...init, headers });
    for (const [name, value] of setCookies(response.headers.get('set-cookie'))) {
      if (value) current.cookies.set(name, value);
      else current.cookies.delete(name);
    }
    const contentType = response.headers.get('content-type') ?? '';
    let body: unknown;
    if (contentType.includes('json')) {
      try {
        body = JSON.parse(await response.clone().text());
      } catch {
        body = undefined;
      }
    }
    exchanges.push({
      method: init?.method ?? 'GET',
      url: String(input),
      status: response.status,
      contentType,
      violations: parseViolations(response.headers.get('sl-violations')),
      body,
    });
    return response;
  };
  configureGateway({ baseUrl: proxyUrl, lang: 'en', csrfToken: () => current.csrf, fetch: recordingFetch });
  const use = (user: DemoUser) => {
    const session = sessions.get(user);
    if (!session) throw new Error(`${user} is not signed in`);
    current = session.state;
    setGatewayIdentity(session.identity);
  };

  return {
    gw,
    proxyUrl,
    exchanges,
    log: () => output,
    remocked: () => remocked,
    async signIn(user) {
      const account = DEMO_ACCOUNTS.find((a) => a.user_id === user);
      if (!account) throw new Error(`no demo account ${user}`);
      current = { cookies: new Map() };
      setGatewayIdentity({});
      const answer = (await generatedFunctions.login({ user_name: account.user_id, password: account.password })) as {
        csrf_token: string;
        user: { user_id: string; owner: string; zone: string; iamuser_name?: string | null };
      };
      current.csrf = answer.csrf_token;
      if (!current.cookies.has('hpc_session')) throw new Error(`sign-in of ${user} through the proxy set no session cookie`);
      const identity = {
        user_id: answer.user.user_id,
        owner: answer.user.owner,
        zone: answer.user.zone,
        iamuser_name: answer.user.iamuser_name ?? undefined,
      };
      sessions.set(user, { state: current, identity });
      setGatewayIdentity(identity);
    },
    use,
    anonymous(cookies = new Map()) {
      current = { cookies };
      setGatewayIdentity({});
    },
    withoutCsrf(user) {
      use(user);
      current = { cookies: new Map(current.cookies) };
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await gw.close();
      await directory.stop();
      dropSite();
    },
  };
}

/** What went wrong in one exchange, as lines a failing assertion can print (empty: nothing). */
export function problemsOf(exchange: Exchange | undefined): string[] {
  if (!exchange) return ['no exchange was recorded'];
  const problems = exchange.violations.map((v) => `${v.severity ?? 'violation'} ${(v.location ?? []).join('.')}: ${v.message ?? ''}`);
  const body = exchange.body as { type?: unknown; title?: unknown; detail?: unknown; validation?: unknown } | undefined;
  // Prism's own answers are problem+json (a request refused before forwarding, or the answer's violations).
  if (exchange.contentType.includes('problem+json'))
    problems.push(
      `Prism answered ${exchange.status} ${String(body?.title ?? '')}: ${JSON.stringify(body?.validation ?? body?.detail ?? body)}`,
    );
  return problems;
}

/** Runs a generated call; answers its result or the GatewayError it threw, with the exchange it made. */
export async function attempt(
  proxied: ProxiedGateway,
  run: () => Promise<unknown>,
): Promise<{ result?: unknown; error?: GatewayError; exchange?: Exchange }> {
  const before = proxied.exchanges.length;
  try {
    const result = await run();
    return { result, exchange: proxied.exchanges[before] };
  } catch (error) {
    if (error instanceof GatewayError) return { error, exchange: proxied.exchanges[before] };
    throw error;
  }
}
