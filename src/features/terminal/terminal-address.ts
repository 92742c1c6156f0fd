/**
 * Where a web terminal connects (ADR 0034): `{base}api/terminal?cluster_id=…&instance_id=…[&terminal_id=…]` on the
 * page's own host, ws: or wss: as the page, from the same base URL as every request of the mutator (one HTTP entry
 * point); the CSRF token goes as the second subprotocol. The shell's `terminal_id` is kept in sessionStorage per
 * cluster and instance, so that a reload of the tab reattaches to the same shell without signing in again.
 */
import { gatewaySocketProtocols, gatewaySocketUrl } from '@/shared/routing/gateway-socket';

export const TERMINAL_PROTOCOL = 'hpc-terminal.v1';

export interface TerminalTarget {
  clusterId: string;
  instanceId: string;
}

export function terminalUrl(
  target: TerminalTarget,
  terminalId: string | undefined,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const params: Record<string, string> = { cluster_id: target.clusterId, instance_id: target.instanceId };
  if (terminalId) params.terminal_id = terminalId;
  return gatewaySocketUrl('terminal', params, location);
}

/** The subprotocols of the socket: the protocol's, then the CSRF token (the browser cannot send a header). */
export function terminalProtocols(): string[] {
  return gatewaySocketProtocols(TERMINAL_PROTOCOL);
}

const storageKey = (target: TerminalTarget) => `hpc.terminal.${target.clusterId}.${target.instanceId}`;

export function storedTerminalId(target: TerminalTarget): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(target)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeTerminalId(target: TerminalTarget, terminalId: string | undefined): void {
  try {
    if (terminalId) sessionStorage.setItem(storageKey(target), terminalId);
    else sessionStorage.removeItem(storageKey(target));
  } catch {
    // Private mode: a reload asks for the login again.
  }
}
