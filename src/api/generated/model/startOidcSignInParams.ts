/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type StartOidcSignInParams = {
/**
 * The console's path to open after signing in; anything but a path of the console is ignored.
 * @maxLength 2048
 */
next?: string;
};
