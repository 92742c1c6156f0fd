/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { QuotaUsage } from './quotaUsage';

export type QuotaUsageResponseAllOf = {
  quota_set: QuotaUsage[];
};
