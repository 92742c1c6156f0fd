/**
 * Why a sign-in with the organisation's provider did not finish (ADR 0064): the gateway sends the browser back to
 * the sign-in page with a reason's code only (never words a link could choose), and the page words it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const REASONS: Record<string, MessageDescriptor> = {
  sign_in_expired: msg`The sign-in took too long or was already used. Try again.`,
  sign_in_cancelled: msg`The sign-in was cancelled at your organisation's sign-in page.`,
  sign_in_provider_error: msg`Your organisation's sign-in did not complete. Try again, or ask your administrator.`,
  sign_in_unavailable: msg`Your organisation's sign-in cannot be reached now. Try again later.`,
  sign_in_not_offered: msg`This console does not offer single sign-on.`,
  sign_in_group_refused: msg`Your account is not in a group that may use this console. Ask your administrator.`,
  sign_in_email_taken: msg`Your e-mail address already belongs to another account of this console. Ask your administrator.`,
  sign_in_kind_changed: msg`Your groups now give you another kind of account. Ask your administrator to settle it.`,
  sign_in_owner_missing: msg`Your groups map you to an account that does not exist. Ask your administrator.`,
  sign_in_name_taken: msg`Your user name is already used by another user of the same account. Ask your administrator.`,
};

/** The words for a reason code; an unknown code (an old or hand-made link) gets the general one. */
export function signInReason(code: string): MessageDescriptor {
  return REASONS[code] ?? REASONS.sign_in_provider_error!;
}
