/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AsyncJobResponse } from './asyncJobResponse';
import type { NasExportJobResponseAllOf } from './nasExportJobResponseAllOf';

/**
 * An export change accepted for asynchronous execution, with the export it concerns.
 */
export type NasExportJobResponse = AsyncJobResponse & NasExportJobResponseAllOf;
