/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DateTime } from './dateTime';

export type RemoteAppLinkResponseAllOf = {
  /**
   * A one-time address that opens the remote-app session in a browser tab.
   * @maxLength 2048
   */
  link: string;
  /** The link cannot be opened after this time. */
  expire_time: DateTime;
};
