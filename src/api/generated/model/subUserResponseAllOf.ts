/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SubUser } from './subUser';

export type SubUserResponseAllOf = {
  sub_user: SubUser;
};
