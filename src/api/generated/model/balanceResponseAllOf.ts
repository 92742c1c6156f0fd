/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AccountBalance } from './accountBalance';

export type BalanceResponseAllOf = {
  balance: AccountBalance;
};
