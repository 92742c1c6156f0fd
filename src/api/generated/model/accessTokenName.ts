/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LabelName } from './labelName';

/**
 * What the token is for, unique among the user's live tokens.
 */
export type AccessTokenName = LabelName;
