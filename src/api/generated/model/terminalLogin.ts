/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { TerminalLoginOneOf } from './terminalLoginOneOf';
import type { TerminalLoginOneOfTwo } from './terminalLoginOneOfTwo';
import type { ShortName } from './shortName';

export type TerminalLogin = (TerminalLoginOneOf & {
  user_name: ShortName;
}) | (TerminalLoginOneOfTwo & {
  user_name: ShortName;
});
