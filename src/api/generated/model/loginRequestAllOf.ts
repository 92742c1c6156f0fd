/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Lang } from './lang';

export type LoginRequestAllOf = {
  /**
   * A user id (usr-owner), an IAM login (iam-alice) or, for the directory, the user's name there.
   * @minLength 1
   * @maxLength 64
   */
  user_name: string;
  /**
   * Checked against the account; no format rule, so old passwords still sign in.
   * @minLength 1
   * @maxLength 64
   */
  password: string;
  lang?: Lang;
};
