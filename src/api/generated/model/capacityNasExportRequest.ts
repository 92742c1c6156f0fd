/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { NasExportSelector } from './nasExportSelector';
import type { NasExportCapacityForm } from './nasExportCapacityForm';

export type CapacityNasExportRequest = RequestIdentity & NasExportSelector & NasExportCapacityForm;
