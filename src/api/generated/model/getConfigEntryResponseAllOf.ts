/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Zone } from './zone';
import type { ConfigEntryKey } from './configEntryKey';
import type { HpcConfig } from './hpcConfig';
import type { DateTime } from './dateTime';

export type GetConfigEntryResponseAllOf = {
  namespace: Zone;
  key: ConfigEntryKey;
  value: HpcConfig;
  update_time?: DateTime;
};
