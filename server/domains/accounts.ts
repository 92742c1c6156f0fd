/**
 * The accounts domain: cluster users, projects and sub-accounts, shared clusters, billing and software.
 * What other domains use of it is in accounts/public.ts (ledger.ts documents how balances, arrears and recharging
 * work).
 */
import { seedAccounts } from './accounts/seed';
import type { Handlers } from '../http/handler-types';
import type { Step } from '../operations/runner';
import { billingHandlers } from './accounts/billing';
import { ownerCanPay, ownerInArrears } from './accounts/ledger';
import { billingTicker } from './accounts/billing-ticker';
import { doneStep } from './accounts/common';
import { directoryHandlers } from './accounts/directory';
import { projectsHandlers } from './accounts/projects';
import { sharedHandlers, sharedSteps } from './accounts/shared';
import { SHARED_LIMIT_ACTIONS } from './accounts/shared-limits';
import { softwareHandlers, softwareSteps } from './accounts/software';
import { subUsersHandlers } from './accounts/sub-users';
import { usersHandlers, usersSteps } from './accounts/users';
import { registerClusterIntegrations } from './clusters/public';
import type { DomainModule } from './index';

// The clusters domain asks billing whether an owner is in arrears (resume, create) and can pay a fee.
registerClusterIntegrations({ inArrears: ownerInArrears, canPay: ownerCanPay });

/** Changes whose state the handler already made: their operation ends successful at the next tick. */
const DONE_ACTIONS = [
  'project/create',
  'project/destroy',
  'project/addResource',
  'project/addMember',
  'project/delMember',
  'shared/user/modifyUser/status',
  'shared/user/modifyUser/permission',
  'shared/user/modifyUser/password',
  ...SHARED_LIMIT_ACTIONS,
  'software/mark',
  // No longer recorded (getRemoteAppLink writes no operation); kept so that operations recorded before still end.
  'software/remoteapp/link',
  'billing/suspendCluster',
  'billing/recharge',
];

const handlers = {
  ...usersHandlers,
  ...projectsHandlers,
  ...directoryHandlers,
  ...subUsersHandlers,
  ...sharedHandlers,
  ...billingHandlers,
  ...softwareHandlers,
} satisfies Handlers;

export const accountsDomain: DomainModule<typeof handlers> = {
  handlers,
  steps: { ...usersSteps, ...sharedSteps, ...softwareSteps, ...Object.fromEntries(DONE_ACTIONS.map((a): [string, Step] => [a, doneStep])) },
  tickers: [billingTicker],
  seed: seedAccounts,
};
