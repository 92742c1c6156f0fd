/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasObjectKey } from './nasObjectKey';

export type NasObjectChangeResponseAllOf = {
  object_name: NasObjectKey;
};
