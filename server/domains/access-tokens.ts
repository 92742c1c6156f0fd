/**
 * Personal access tokens (ADR 0063): a signed-in browser makes, lists and revokes its user's tokens
 * (./access-tokens/); the gateway's entry point accepts them as `Authorization: Bearer` (server/auth/access-tokens.ts).
 */
import type { Handlers } from '../http/handler-types';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-tokens/tokens';
import { signedIn } from './jobs/public';
import type { DomainModule } from './index';

const handlers = {
  createAccessToken: async ({ db, session, input, lang }) => createAccessToken(db, signedIn(session), input, lang),
  listAccessTokens: async ({ db, session, input }) => listAccessTokens(db, signedIn(session), input),
  revokeAccessToken: async ({ db, session, input }) => revokeAccessToken(db, signedIn(session), input),
} satisfies Handlers;

export const accessTokensDomain: DomainModule<typeof handlers> = { handlers };
