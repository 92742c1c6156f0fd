/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { TerminalPassword } from './terminalPassword';

export type TerminalLoginOneOf = {
  password: TerminalPassword;
};
