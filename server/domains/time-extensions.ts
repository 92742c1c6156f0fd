/**
 * More time for a job (ADR 0060): the submitter asks for a longer time limit, the account's owner or a zone
 * administrator of the cluster's zone approves or refuses, and an approval is applied in the job's scheduler at once
 * (./time-extensions/). Every step is in the job account's operation log.
 */
import type { Handlers } from '../http/handler-types';
import { signedIn } from './jobs/public';
import { askTimeExtension } from './time-extensions/ask';
import { approveTimeExtension, refuseTimeExtension, withdrawTimeExtension } from './time-extensions/decide';
import { listTimeExtensions } from './time-extensions/list';
import type { DomainModule } from './index';

const handlers = {
  askTimeExtension: async ({ db, session, input }) => askTimeExtension(db, signedIn(session).user, input),
  listTimeExtensions: async ({ db, session, input }) => listTimeExtensions(db, signedIn(session).user, input),
  approveTimeExtension: async ({ db, session, input }) => approveTimeExtension(db, signedIn(session).user, input),
  refuseTimeExtension: async ({ db, session, input }) => refuseTimeExtension(db, signedIn(session).user, input),
  withdrawTimeExtension: async ({ db, session, input }) => withdrawTimeExtension(db, signedIn(session).user, input),
} satisfies Handlers;

export const timeExtensionsDomain: DomainModule<typeof handlers> = { handlers };
