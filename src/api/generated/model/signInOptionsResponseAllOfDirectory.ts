/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The organisation's directory (LDAP), when the site configured one.
 */
export type SignInOptionsResponseAllOfDirectory = {
  /**
   * The name the site gave it, shown on the sign-in page.
   * @minLength 1
   * @maxLength 80
   */
  label: string;
};
