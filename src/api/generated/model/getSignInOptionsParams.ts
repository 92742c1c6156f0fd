/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';

export type GetSignInOptionsParams = {
/**
 * The action name, equal to the operation's x-action. Filled in by the mutator.
 * @minLength 1
 * @maxLength 64
 */
action?: ActionParameter;
};
