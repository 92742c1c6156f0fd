/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DateTime } from './dateTime';

/**
 * A file's modification time on the user's computer, to the millisecond.
 */
export type NasFileLastModified = DateTime;
