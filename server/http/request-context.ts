/**
 * What the one HTTP entry point knows of a request that code far below it needs without being handed it: the
 * personal access token it came with (ADR 0063), which every operation recorded under it keeps
 * (server/operations/records.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  /** The token the request was made with; absent for a browser's session. */
  token?: { tokenId: string; name: string };
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (the request's handler) with `context` as its request's. */
export function withRequestContext<T>(context: RequestContext, work: () => Promise<T>): Promise<T> {
  return storage.run(context, work);
}

/** The running request's context (empty outside a request: the engine's steps, the tickers). */
export function requestContext(): RequestContext {
  return storage.getStore() ?? {};
}
