/**
 * Sign-in with the site's OpenID Connect provider (ADR 0064): the authorization code flow with PKCE (S256), state
 * and nonce, through the certified `openid-client`. A sign-in under way is a row of `sign_in_requests` (used once,
 * for 10 minutes), so whichever gateway the browser comes back to finishes it.
 */
import * as client from 'openid-client';
import type { Db } from '../../db/database';
import type { ExternalProfile } from './accounts';
import type { OidcSettings } from './settings';

/** How long the provider may take to send the browser back. */
const REQUEST_MINUTES = 10;

/** Why a sign-in with the provider did not finish: the sign-in page's reason (its catalog words each). */
export type OidcFailure = 'sign_in_expired' | 'sign_in_cancelled' | 'sign_in_provider_error' | 'sign_in_unavailable';

export class OidcSignInFailed extends Error {
  constructor(
    readonly reason: OidcFailure,
    detail: string,
  ) {
    super(detail);
  }
}

const discovered = new WeakMap<OidcSettings, Promise<client.Configuration>>();

/** The provider's metadata, discovered once per settings; a failed discovery is tried again at the next sign-in. */
function configuration(settings: OidcSettings): Promise<client.Configuration> {
  let found = discovered.get(settings);
  if (!found) {
    const insecure = new URL(settings.issuer).protocol === 'http:';
    found = client
      .discovery(new URL(settings.issuer), settings.clientId, undefined, client.ClientSecretBasic(settings.clientSecret), {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered.delete(settings);
        throw new OidcSignInFailed('sign_in_unavailable', (error as Error).message);
      });
    discovered.set(settings, found);
  }
  return found;
}

/** The provider's authorization URL for a new sign-in that returns to `next` (a path of the console), and its state. */
export async function startSignIn(db: Db, settings: OidcSettings, next: string): Promise<{ url: string; state: string }> {
  const config = await configuration(settings);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await db.query(`DELETE FROM sign_in_requests WHERE create_time < now() - interval '${REQUEST_MINUTES} minutes'`);
  await db.query('INSERT INTO sign_in_requests (state, code_verifier, nonce, next) VALUES ($1, $2, $3, $4)', [
    state,
    verifier,
    nonce,
    next,
  ]);
  const url = client
    .buildAuthorizationUrl(config, {
      redirect_uri: settings.redirectUri,
      scope: settings.scopes.join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
  return { url, state };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

export interface FinishedSignIn {
  profile: ExternalProfile;
  idToken: string;
  next: string;
}

/**
 * Finishes the sign-in the provider sent the browser back from (`query`: the callback's query string): the request
 * taken (once), the code exchanged with the verifier, the ID token checked (issuer, audience, nonce, signature, time),
 * the groups from the ID token or else the userinfo endpoint.
 */
export async function finishSignIn(db: Db, settings: OidcSettings, query: URLSearchParams): Promise<FinishedSignIn> {
  const state = query.get('state') ?? '';
  const rows = await db.query<{ code_verifier: string; nonce: string; next: string }>(
    `DELETE FROM sign_in_requests WHERE state = $1 AND create_time > now() - interval '${REQUEST_MINUTES} minutes' RETURNING *`,
    [state],
  );
  const request = rows[0];
  if (!request) throw new OidcSignInFailed('sign_in_expired', 'no sign-in under way has this state');
  const error = query.get('error');
  if (error) {
    const reason = error === 'access_denied' ? 'sign_in_cancelled' : 'sign_in_provider_error';
    throw new OidcSignInFailed(reason, `${error}: ${query.get('error_description') ?? ''}`);
  }
  const config = await configuration(settings);
  const callback = new URL(settings.redirectUri);
  callback.search = query.toString();
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: request.code_verifier,
      expectedState: state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
  } catch (cause) {
    throw new OidcSignInFailed('sign_in_provider_error', (cause as Error).message);
  }
  const idToken = tokens.id_token;
  let claims: Record<string, unknown> = { ...tokens.claims() };
  if (!idToken || !claims.sub) throw new OidcSignInFailed('sign_in_provider_error', 'no ID token');
  const names = settings.claims;
  if (claims[names.groups] === undefined || claims[names.userName] === undefined) {
    // Many providers put groups (and sometimes the name) in userinfo only.
    try {
      claims = { ...(await client.fetchUserInfo(config, tokens.access_token, text(claims.sub))), ...claims };
    } catch (cause) {
      throw new OidcSignInFailed('sign_in_provider_error', (cause as Error).message);
    }
  }
  const login = text(claims[names.userName]) || text(claims.sub);
  return {
    profile: {
      provider: 'oidc',
      subject: text(claims.sub),
      login,
      displayName: text(claims[names.displayName]) || login,
      email: text(claims[names.email]),
      groups: listOf(claims[names.groups]),
    },
    idToken,
    next: request.next,
  };
}

/** The provider's sign-out URL for a session signed in with `idToken`, or undefined when it offers none. */
export async function signOutUrl(settings: OidcSettings, idToken: string): Promise<string | undefined> {
  let config: client.Configuration;
  try {
    config = await configuration(settings);
  } catch {
    return undefined;
  }
  if (!config.serverMetadata().end_session_endpoint) return undefined;
  return client.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: settings.postLogoutRedirectUri }).toString();
}
