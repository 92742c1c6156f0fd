/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AsyncJobResponse } from './asyncJobResponse';
import type { CreateClusterResponseAllOf } from './createClusterResponseAllOf';

export type CreateClusterResponse = AsyncJobResponse & CreateClusterResponseAllOf;
