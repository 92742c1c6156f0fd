/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ShortName } from './shortName';
import type { Password } from './password';

export type AddClusterUserFormAllOf = {
  account: ShortName;
  password: Password;
};
