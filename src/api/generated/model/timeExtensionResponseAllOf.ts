/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { TimeExtension } from './timeExtension';

export type TimeExtensionResponseAllOf = {
  time_extension: TimeExtension;
};
