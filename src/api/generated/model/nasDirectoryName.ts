/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FileName } from './fileName';

/**
 * A folder name: a file name of 4-50 characters.
 * @minLength 4
 * @maxLength 50
 */
export type NasDirectoryName = FileName;
