/**
 * The sign-in page's link after a session ended while the console was open (ADR 0029): `ended=1` makes the page say
 * so, `next` is where the user was.
 */
export const SESSION_ENDED_FLAG = 'ended';

/** The sign-in URL for the page at `location` (inside the console, below `base`), saying the session ended. */
export function signInUrlAfterEnd(location: Pick<Location, 'pathname' | 'search'>, base: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  const inside = location.pathname.startsWith(root) ? `/${location.pathname.slice(root.length)}` : '/';
  const next = `${inside}${location.search}`;
  const query = new URLSearchParams({ [SESSION_ENDED_FLAG]: '1', ...(next === '/' ? {} : { next }) });
  return `${root}login?${query}`;
}
