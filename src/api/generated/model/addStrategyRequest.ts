/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { AddStrategyRequestAllOf } from './addStrategyRequestAllOf';
import type { AutoScaleStrategyForm } from './autoScaleStrategyForm';

export type AddStrategyRequest = RequestIdentity & AddStrategyRequestAllOf & AutoScaleStrategyForm;
