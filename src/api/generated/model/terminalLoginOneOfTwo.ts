/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { TerminalPrivateKey } from './terminalPrivateKey';
import type { TerminalPassphrase } from './terminalPassphrase';

export type TerminalLoginOneOfTwo = {
  private_key: TerminalPrivateKey;
  passphrase?: TerminalPassphrase;
};
