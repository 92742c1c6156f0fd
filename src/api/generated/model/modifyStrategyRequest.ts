/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { ModifyStrategyRequestAllOf } from './modifyStrategyRequestAllOf';
import type { AutoScaleStrategyForm } from './autoScaleStrategyForm';

/**
 * The whole policy form again, for the policy strategy_id.
 */
export type ModifyStrategyRequest = RequestIdentity & ModifyStrategyRequestAllOf & AutoScaleStrategyForm;
