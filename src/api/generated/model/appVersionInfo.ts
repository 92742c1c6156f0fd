/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A name ending in -BM is a bare-metal version, else a VM version.
 */
export interface AppVersionInfo {
  /** @pattern ^appv-[a-z0-9]{4,16}$ */
  version_id: string;
  resource_kit?: string;
  name: string;
}
