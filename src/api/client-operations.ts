/**
 * The contract's operations as the console's requests need them (generated/client-operations.ts holds each one's
 * method and path, and its action, time-out and live topics only where they differ from what is derived here).
 */
import type { LiveTopic } from './generated/model';
import { clientOperationRows, DEFAULT_TIMEOUT_MS } from './generated/client-operations';

export interface ClientOperation {
  method: string;
  /** As in the contract, with its path parameters in braces. */
  path: string;
  /** The operation log's action name (x-action): by default the path after its service. */
  action: string;
  timeoutMs: number;
  /** The live topics whose change may change its answer (x-live). */
  live: readonly LiveTopic[];
  /** Matches the path with values in its parameters (a request's URL path, a query key's first element). */
  pattern: RegExp;
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

export const clientOperations: readonly ClientOperation[] = clientOperationRows.map(([method, path, action, timeoutMs, live]) => ({
  method,
  path,
  action: action ?? path.replace(/^\/[^/]+\//, ''),
  timeoutMs: timeoutMs ?? (method === 'GET' ? DEFAULT_TIMEOUT_MS.read : DEFAULT_TIMEOUT_MS.change),
  live: live ?? [],
  pattern: patternOf(path),
}));
