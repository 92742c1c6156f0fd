/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Zone } from './zone';

/**
 * A zone name, or default for the settings that apply where the zone has no entry.
 */
export type ConfigNamespace = Zone;
