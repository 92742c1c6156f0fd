/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The action name, equal to the operation's x-action. Filled in by the mutator.
 */
export type ActionParameter = string;
