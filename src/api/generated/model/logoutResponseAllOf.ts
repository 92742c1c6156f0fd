/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type LogoutResponseAllOf = {
  /**
   * The organisation's provider's sign-out URL (ADR 0064): the console goes there so that the provider's session ends too. Absent when the session did not come from a provider, or it offers no sign-out.
   * @maxLength 8192
   */
  provider_sign_out_url?: string;
};
