/**
 * Graphics sessions (ADR 0062): a desktop or one graphics application run as a job of its user on a node of the
 * cluster, whose display the console opens through the gateway's proxy (server/graphics). Opening one (the form, or
 * the spec's remote-app link) submits the job through the jobs domain; its status is read from the job; its usage is
 * written and closed with the job's start and end by the database (migration 0107) and billed by the billing ticker.
 */
import type { Handlers } from '../http/handler-types';
import { signedIn } from './jobs/public';
import { displayTicker } from './graphics/display-ticker';
import type { GraphicsEnv } from './graphics/env';
import { openSession, requireOpenable } from './graphics/open';
import { remoteAppLink } from './graphics/remote-app-link';
import { answerSession, endSession, extendSession, listSessions } from './graphics/sessions';
import type { DomainModule } from './index';

export function createGraphicsDomain(env: GraphicsEnv) {
  const handlers = {
    openGraphicsSession: async ({ db, session, input }) => {
      const signed = signedIn(session);
      await requireOpenable(db, signed, input.hpcsw_id, input.cluster_id);
      const id = await db.transaction((tx) => openSession(env, tx, signed, input));
      // Committed: the cluster's scheduler takes the job now, as after any submission.
      env.jobs.soon?.(db, input.cluster_id);
      return answerSession(db, env, signed, id);
    },
    listGraphicsSessions: async ({ db, session, input }) => listSessions(db, env, signedIn(session), input),
    getGraphicsSession: async ({ db, session, input }) => answerSession(db, env, signedIn(session), input.session_id),
    endGraphicsSession: async ({ db, session, input }) => endSession(db, env, signedIn(session), input),
    extendGraphicsSession: async ({ db, session, input }) => extendSession(db, env, signedIn(session), input),
    getRemoteAppLink: async ({ db, session, input, request }) => remoteAppLink(db, env, signedIn(session), input, request),
  } satisfies Handlers;
  const domain: DomainModule<typeof handlers> = { handlers, tickers: [displayTicker(env)] };
  return domain;
}
