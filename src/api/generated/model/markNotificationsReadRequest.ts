/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { MarkNotificationsReadRequestAllOf } from './markNotificationsReadRequestAllOf';

/**
 * Some notifications by id, or all of the user's (all: true); not both.
 */
export type MarkNotificationsReadRequest = RequestIdentity & MarkNotificationsReadRequestAllOf;
