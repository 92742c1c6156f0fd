/**
 * The generated client set up for a token: every request goes through the console's one HTTP entry point
 * (src/api/gateway.ts) with the bearer added by its fetch, no CSRF token (a bearer needs none), the user's language,
 * and, once the session is known, the user's identity fields and zone.
 */
import { configureGateway, setGatewayIdentity } from '../src/api/gateway';
import { getSession } from '../src/api/generated/endpoints/session/session';
import type { SessionResponse } from '../src/api/generated/model/sessionResponse';
import type { Connection } from './config';

/** The gateway's language from --lang or LANG: Chinese for zh…, else English (the gateway's messages come translated). */
export function languageOf(option: string | undefined, env: Readonly<Record<string, string | undefined>>): 'zh-cn' | 'en' {
  const text = (option ?? env.LANG ?? '').toLowerCase();
  return text.startsWith('zh') ? 'zh-cn' : 'en';
}

/** A fetch that sends the token, and says which gateway could not be reached and why (fetch alone says "fetch failed"). */
function bearerFetch(connection: Connection, send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Authorization', `Bearer ${connection.token}`);
    try {
      return await send(input, { ...init, headers });
    } catch (error) {
      if (init?.signal?.aborted) throw error;
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
      const reason = (cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : cause?.message) ?? String(error);
      throw new Error(`cannot reach ${connection.url}: ${reason}`, { cause: error });
    }
  };
}

/** Points the generated client at the connection's gateway, with no identity until `signIn`. */
export function connectTo(connection: Connection, lang: string, send: typeof fetch = fetch): void {
  configureGateway({ baseUrl: connection.api, fetch: bearerFetch(connection, send), lang, csrfToken: () => undefined });
  setGatewayIdentity({});
}

/** Checks the token (getSession) and sends the user's identity fields and zone with every later request. */
export async function signIn(): Promise<SessionResponse> {
  const session = await getSession();
  const { user_id, owner, zone, iamuser_name } = session.user;
  setGatewayIdentity({ user_id, owner, zone, iamuser_name });
  return session;
}
