/**
 * The identity hand-off (spec section 4): poll the session every 200 ms, up to 100 times, until it names a user.
 * No session at all ends the wait at once: the user must sign in. A browser without the session's CSRF cookie has
 * none, and is not asked (a 401 is logged by the browser as a failed request, ADR 0046); a session that ended
 * while its cookies stay answers 401.
 */
import { getSession } from '@/api/generated/endpoints/session/session';
import type { UserSession } from '@/api/generated/model/userSession';
import { isGatewayError, mayHaveSession } from '@/api/gateway';

export const IDENTITY_POLL = { intervalMs: 200, attempts: 100 } as const;

export type IdentityResult = { kind: 'user'; user: UserSession } | { kind: 'signed-out' } | { kind: 'missing' };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export async function waitForIdentity(
  options: { intervalMs?: number; attempts?: number; signal?: AbortSignal } = {},
): Promise<IdentityResult> {
  const { intervalMs = IDENTITY_POLL.intervalMs, attempts = IDENTITY_POLL.attempts, signal } = options;
  if (!mayHaveSession()) return { kind: 'signed-out' };
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const answer = await getSession(undefined, undefined, signal);
      if (answer.user?.user_id) return { kind: 'user', user: answer.user };
    } catch (error) {
      if (signal?.aborted) throw error;
      if (isGatewayError(error) && error.status === 401) return { kind: 'signed-out' };
    }
    if (attempt < attempts) await sleep(intervalMs, signal);
  }
  console.error('HPC console start-up: no user_id after %d identity polls; start-up stops.', attempts);
  return { kind: 'missing' };
}

/** The wait the entry module starts before anything renders (startIdentityEarly), and the page it started on. */
let early: { promise: Promise<IdentityResult>; path: string } | undefined;

/**
 * Starts the identity wait at once (the entry module, before the catalogs load and React renders), so that the
 * session request travels while the page starts instead of after its first render.
 */
export function startIdentityEarly(): void {
  const promise = waitForIdentity();
  // Whoever takes it handles its outcome; one never taken must not be reported as unhandled.
  promise.catch(() => undefined);
  early = { promise, path: window.location.pathname };
}

/**
 * The early wait when the start-up gate first mounts on the page it started on, else a new one: on the sign-in page
 * (no gate there) it answered "signed out", which is stale once the user has signed in and the console navigates on.
 */
export function takeIdentity(options: { signal?: AbortSignal } = {}): Promise<IdentityResult> {
  const started = early;
  early = undefined;
  return started && started.path === window.location.pathname ? started.promise : waitForIdentity(options);
}
