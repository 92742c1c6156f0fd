/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { OperationJobId } from './operationJobId';

export type AsyncJobResponseAllOf = {
  job_id: OperationJobId;
};
