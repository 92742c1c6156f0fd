/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SignInOptionsResponseAllOfDirectory } from './signInOptionsResponseAllOfDirectory';
import type { SignInOptionsResponseAllOfSingleSignOn } from './signInOptionsResponseAllOfSingleSignOn';

export type SignInOptionsResponseAllOf = {
  /** Whether the console's own accounts (user name and password) may sign in. */
  password: boolean;
  /** The organisation's directory (LDAP), when the site configured one. */
  directory?: SignInOptionsResponseAllOfDirectory;
  /** The organisation's OpenID Connect provider, when the site configured one. */
  single_sign_on?: SignInOptionsResponseAllOfSingleSignOn;
};
