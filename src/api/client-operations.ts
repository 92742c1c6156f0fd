/**
 * The contract's operations as the console's requests need them. generated/client-operations.ts holds those a request
 * cannot tell all of by its own path (a templated path, an action, time-out or live topics of their own), each with only
 * what differs from what is derived here; any other request is its own operation, derived from its path.
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

/** An operation as derived from its method and path: its action the path after its service, the default time-out. */
export function derivedOperation(
  method: string,
  path: string,
  action?: string | null,
  timeoutMs?: number | null,
  live?: readonly LiveTopic[],
): ClientOperation {
  return {
    method,
    path,
    action: action ?? path.replace(/^\/[^/]+\//, ''),
    timeoutMs: timeoutMs ?? (method === 'GET' ? DEFAULT_TIMEOUT_MS.read : DEFAULT_TIMEOUT_MS.change),
    live: live ?? [],
    pattern: patternOf(path),
  };
}

/** The operations of the generated table. */
export const clientOperations: readonly ClientOperation[] = clientOperationRows.map((row) => derivedOperation(...row));
