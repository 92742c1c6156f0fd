/**
 * The OpenID provider process of server/testing/oidc-provider.ts: the certified `oidc-provider` package, configured
 * by the test, in a process of its own so that its Koa app, its memory and its notices stay out of the test's.
 *
 * Reads one line of JSON on stdin ({ port, clients, accounts }), listens on http://127.0.0.1:<port>, then writes
 * "ready" on stdout. Ends when stdin closes, so that it never outlives the test process, even one killed.
 *
 * Serves, besides oidc-provider's own routes: the sign-in page (GET/POST /interaction/<uid>, inputs `login` and
 * `password`, "Invalid login" on a wrong pair), and GET /test/sessions?login=<login> (the number of sessions the
 * provider holds for that account, to test that a sign-out ended it). Consent is given without asking: the clients
 * are first-party.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';

// oidc-provider prints notices for each default a production deployment must change (adapter, TTLs, pages) and for
// Node 20: all intended here. They go; anything else (errors) stays on stderr for the parent to report.
const quiet =
  (print) =>
  (first, ...rest) => {
    if (!(typeof first === 'string' && first.startsWith('oidc-provider '))) print(first, ...rest);
  };
// console.info prints as console.log does.
Object.assign(console, { info: quiet(console.log), warn: quiet(console.warn) });
const { default: Provider } = await import('oidc-provider');

const STANDARD_CLAIMS = {
  openid: ['sub'],
  profile: [
    'name',
    'family_name',
    'given_name',
    'middle_name',
    'nickname',
    'preferred_username',
    'profile',
    'picture',
    'website',
    'gender',
    'birthdate',
    'zoneinfo',
    'locale',
    'updated_at',
  ],
  email: ['email', 'email_verified'],
  groups: ['groups'],
};
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

/** All of the provider's state (sessions, grants, codes, tokens): in memory, and countable by /test/sessions. */
const store = new Map();

function live(key) {
  const entry = store.get(key);
  if (entry && entry.expiresAt <= Date.now()) {
    store.delete(key);
    return undefined;
  }
  return entry;
}

/** oidc-provider's adapter interface on `store`. */
class MemoryAdapter {
  constructor(model) {
    this.model = model;
  }

  key(id) {
    return `${this.model}:${id}`;
  }

  async upsert(id, payload, expiresIn) {
    store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
  }

  async find(id) {
    return live(this.key(id))?.payload;
  }

  findBy(field, value) {
    for (const key of store.keys()) {
      if (!key.startsWith(`${this.model}:`)) continue;
      const payload = live(key)?.payload;
      if (payload?.[field] === value) return payload;
    }
    return undefined;
  }

  async findByUid(uid) {
    return this.findBy('uid', uid);
  }

  async findByUserCode(userCode) {
    return this.findBy('userCode', userCode);
  }

  async consume(id) {
    const entry = live(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id) {
    store.delete(this.key(id));
  }

  async revokeByGrantId(grantId) {
    for (const [key, { payload }] of store) {
      if (GRANTABLE.has(key.slice(0, key.indexOf(':'))) && payload.grantId === grantId) store.delete(key);
    }
  }
}

/** The signed-in sessions of an account, or of every account without one. */
function sessionsOf(accountId) {
  let count = 0;
  for (const key of store.keys()) {
    const signedIn = key.startsWith('Session:') ? live(key)?.payload.accountId : undefined;
    if (signedIn !== undefined && (accountId === undefined || signedIn === accountId)) count += 1;
  }
  return count;
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title, body) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

function loginPage(uid, login, error) {
  return page(
    'Sign in',
    `<h1>Sign in</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}` +
      `<form method="post" action="/interaction/${escapeHtml(uid)}">` +
      `<label>Login <input name="login" autocomplete="username" value="${escapeHtml(login)}" autofocus></label>` +
      '<label>Password <input name="password" type="password" autocomplete="current-password"></label>' +
      '<button type="submit">Sign in</button></form>',
  );
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

function send(res, status, type, body) {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(body);
}

function createProvider(issuer, clients, accounts) {
  const bySub = new Map(accounts.map((a) => [a.sub, a]));
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return new Provider(issuer, {
    adapter: MemoryAdapter,
    clients: clients.map((c) => ({
      client_id: c.client_id,
      client_secret: c.client_secret,
      redirect_uris: c.redirect_uris,
      post_logout_redirect_uris: c.post_logout_redirect_uris,
      token_endpoint_auth_method: c.token_endpoint_auth_method ?? 'client_secret_basic',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    jwks: { keys: [{ ...key, kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: STANDARD_CLAIMS,
    // The groups (and profile) claims in the ID token too, not only from userinfo: the console reads the ID token.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The confirmation page submits itself ("yes, sign me out"): a browser test goes straight back to the app.
        async logoutSource(ctx, form) {
          ctx.body = page(
            'Signing out',
            form.replace('</form>', '<input type="hidden" name="logout" value="yes"/><button type="submit">Sign out</button></form>') +
              '<script>document.forms[0].submit()</script>',
          );
        },
        async postLogoutSuccessSource(ctx) {
          ctx.body = page('Signed out', '<h1>Signed out</h1>');
        },
      },
    },
    ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600 },
    clientBasedCORS: () => false,
    async findAccount(_ctx, sub) {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account.claims, sub }) };
    },
    // First-party clients: the grant is given for whatever scopes and claims the request asks, so consent is skipped.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
      const grant =
        (grantId && (await oidc.provider.Grant.find(grantId))) ||
        new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope([...oidc.requestParamScopes].join(' '));
      if (oidc.requestParamClaims.size) grant.addOIDCClaims([...oidc.requestParamClaims]);
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page('Error', `<h1>${escapeHtml(out.error)}</h1><p>${escapeHtml(out.error_description ?? '')}</p>`);
    },
  });
}

async function interaction(provider, accounts, req, res, uid) {
  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch (error) {
    send(res, 400, 'text/plain', `No sign-in in progress: ${error.message}`);
    return;
  }
  if (details.uid !== uid || details.prompt.name !== 'login') {
    send(res, 400, 'text/plain', `Unexpected interaction (prompt ${details.prompt.name})`);
    return;
  }
  if (req.method !== 'POST') {
    send(res, 200, 'text/html', loginPage(uid, '', ''));
    return;
  }
  const form = await readBody(req);
  const login = form.get('login') ?? '';
  const account = accounts.find((a) => a.login === login && a.password === form.get('password'));
  if (!account) {
    send(res, 401, 'text/html', loginPage(uid, login, 'Invalid login'));
    return;
  }
  await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
}

async function main() {
  const lines = createInterface({ input: process.stdin });
  // The parent holds stdin open for this process's life: its end (stop(), or the parent gone) ends the provider.
  lines.on('close', () => process.exit(0));
  const first = await new Promise((resolve) => lines.once('line', resolve));
  const { port, clients, accounts } = JSON.parse(first);
  const issuer = `http://127.0.0.1:${port}`;
  const provider = createProvider(issuer, clients, accounts);
  const callback = provider.callback();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    if (match) {
      interaction(provider, accounts, req, res, match[1]).catch((error) => {
        console.error(error);
        if (!res.headersSent) send(res, 500, 'text/plain', String(error));
        else res.end();
      });
    } else if (url.pathname === '/favicon.ico') {
      // A browser asks for it on every page: no icon, and no 404 in the page's console.
      res.writeHead(204).end();
    } else if (url.pathname === '/test/sessions') {
      const login = url.searchParams.get('login');
      const account = accounts.find((a) => a.login === login);
      const count = login === null ? sessionsOf(undefined) : account ? sessionsOf(account.sub) : 0;
      send(res, 200, 'application/json', JSON.stringify({ sessions: count }));
    } else {
      callback(req, res);
    }
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
}

await main();
