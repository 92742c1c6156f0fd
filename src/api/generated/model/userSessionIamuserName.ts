/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { IamUserName } from './iamUserName';

export type UserSessionIamuserName = IamUserName | null;
