/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SignedAmount } from './signedAmount';
import type { Currency } from './currency';
import type { Price } from './price';

/**
 * The account's balance: total_sum = available + frozen.
 */
export interface AccountBalance {
  total_sum: SignedAmount;
  currency: Currency;
  /** What can be spent; negative in arrears. */
  available: SignedAmount;
  /** Held for Reserved purchases and pending charges. */
  frozen: Price;
}
