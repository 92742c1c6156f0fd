/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AppVersionId } from './appVersionId';

/**
 * A name ending in -BM is a bare-metal version, else a VM version.
 */
export interface AppVersionInfo {
  version_id: AppVersionId;
  resource_kit?: string;
  name: string;
}
