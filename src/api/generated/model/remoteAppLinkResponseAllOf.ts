/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { GraphicsSessionId } from './graphicsSessionId';
import type { DateTime } from './dateTime';

export type RemoteAppLinkResponseAllOf = {
  /**
   * The address of the session's page in the console (HPC_PUBLIC_URL and the console's path), where its display opens.
   * @maxLength 2048
   */
  link: string;
  /** The graphics session the link opens (ADR 0062). */
  session_id?: GraphicsSessionId;
  /** The link cannot be opened after this time. */
  expire_time: DateTime;
};
