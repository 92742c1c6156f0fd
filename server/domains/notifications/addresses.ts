/**
 * Where a webhook may go (ADR 0059): http(s) only, never loopback (unless the gateway allows it), link-local (the cloud
 * metadata service), unspecified or multicast; private ranges are allowed (an HPC site's receivers live there). The
 * literal host is judged when the URL is saved, the resolved addresses when it is sent.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Why the address is refused, or null when it is not. */
export function refusedAddress(address: string, allowLoopback: boolean): 'loopback' | 'special' | null {
  const lower = address.toLowerCase();
  const v4 = lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number);
    if (a === 127) return allowLoopback ? null : 'loopback';
    return a === 0 || (a === 169 && b === 254) || a >= 224 ? 'special' : null;
  }
  if (lower === '::1') return allowLoopback ? null : 'loopback';
  return lower === '::' || /^fe[89ab]/.test(lower) || lower.startsWith('ff') ? 'special' : null;
}

function hostOf(url: string): string {
  const host = new URL(url).hostname.toLowerCase();
  return host.startsWith('[') ? host.slice(1, -1) : host;
}

/** The URL's literal host when it is refused (a name is judged when sent), else null. */
export function refusedHost(url: string, allowLoopback: boolean): string | null {
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost')) return allowLoopback ? null : host;
  return isIP(host) && refusedAddress(host, allowLoopback) ? host : null;
}

/** Throws when the URL's host resolves to an address a webhook may not reach. */
export async function requireReachable(url: string, allowLoopback: boolean): Promise<void> {
  const literal = refusedHost(url, allowLoopback);
  if (literal) throw new Error(`refused address ${literal}`);
  const host = hostOf(url);
  if (isIP(host)) return;
  for (const { address } of await lookup(host, { all: true })) {
    if (refusedAddress(address, allowLoopback)) throw new Error(`${host} resolves to the refused address ${address}`);
  }
}
