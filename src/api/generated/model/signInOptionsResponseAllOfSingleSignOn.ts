/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The organisation's OpenID Connect provider, when the site configured one.
 */
export type SignInOptionsResponseAllOfSingleSignOn = {
  /**
   * The name the site gave it, shown on the sign-in page.
   * @minLength 1
   * @maxLength 80
   */
  label: string;
};
