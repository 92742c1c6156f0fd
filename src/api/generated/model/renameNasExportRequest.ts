/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { NasExportSelector } from './nasExportSelector';
import type { RenameNasExportRequestAllOf } from './renameNasExportRequestAllOf';

export type RenameNasExportRequest = RequestIdentity & NasExportSelector & RenameNasExportRequestAllOf;
