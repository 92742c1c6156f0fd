/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Failure } from './failure';

/**
 * The signed-in user may not do this (role, sub-user, shared member, other user's fields) (ret_code 1300).
 */
export type ForbiddenResponse = Failure;
