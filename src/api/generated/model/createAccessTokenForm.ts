/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LabelName } from './labelName';
import type { AccessTokenScope } from './accessTokenScope';

/**
 * A token for scripts and the hpc command line: shown once, when it is made.
 */
export interface CreateAccessTokenForm {
  name: LabelName;
  /** @minItems 1 */
  scopes: AccessTokenScope[];
  /**
   * @minimum 1
   * @maximum 365
   */
  expires_in_days: number;
}
