/**
 * A session that ends while the console is open (idle timeout, absolute lifetime, signed out in another tab; ADR
 * 0029): the first request the gateway refuses with 401 sends the user to the sign-in page, which says the session
 * ended and returns to the page they were on.
 */
import { isGatewayError } from '@/api/gateway';
import { signInUrlAfterEnd } from '@/shared/routing/session-ended-link';

/** Sign-in itself answers 401 for a wrong password: that is not a session ending. */
const NOT_A_SESSION_END = new Set(['login']);

export function isSessionEnd(error: unknown): boolean {
  return isGatewayError(error) && error.status === 401 && !NOT_A_SESSION_END.has(error.action);
}

let leaving = false;
/** A full load of the sign-in page: nothing of the ended session stays in memory. */
let leave = (url: string) => window.location.assign(url);

/** Leaves for the sign-in page once, however many requests are refused together. */
export function onSessionEnded(error: unknown): void {
  if (leaving || !isSessionEnd(error)) return;
  const base = import.meta.env.BASE_URL;
  if (window.location.pathname.startsWith(`${base.replace(/\/?$/, '/')}login`)) return;
  leaving = true;
  leave(signInUrlAfterEnd(window.location, base));
}

/** For tests: where the page would go, and forgetting that it is leaving. */
export function watchSessionEnd(go: (url: string) => void): void {
  leaving = false;
  leave = go;
}
