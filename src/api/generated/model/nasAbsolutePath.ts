/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AbsolutePath } from './absolutePath';

/**
 * An absolute path of the NAS service: at most 255 characters, segments of letters, digits, _, . and -, no empty segment.
 * @maxLength 255
 * @pattern ^/([A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*)?$
 */
export type NasAbsolutePath = AbsolutePath;
