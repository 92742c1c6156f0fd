/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetQueueNodesResponseAllOf } from './getQueueNodesResponseAllOf';

export type GetQueueNodesResponse = SuccessEnvelope & GetQueueNodesResponseAllOf;
