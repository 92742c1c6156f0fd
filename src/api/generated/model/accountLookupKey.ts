/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserId } from './userId';
import type { Email } from './email';

/**
 * A cloud account identified by its user id or its e-mail address.
 */
export type AccountLookupKey = UserId | Email;
