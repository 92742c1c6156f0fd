/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A path, absolute or relative, without a . or .. segment: no path escapes its root.
 */
export interface NoDotSegments {}
