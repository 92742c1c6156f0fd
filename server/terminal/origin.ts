/**
 * The request's own origin (scheme and host, as a trusted proxy states them: the rule Fastify applies to
 * request.protocol and request.host with HPC_TRUST_PROXY), for the terminal's Origin check (ADR 0034). An upgrade
 * request never reaches Fastify's routing, so the rule is applied here to the raw request.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { GatewayConfig } from '../config';

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether the immediate peer is a proxy whose X-Forwarded-* headers are believed. */
export function proxyTrust(trust: GatewayConfig['trustProxy']): (address: string) => boolean {
  if (typeof trust === 'function') return (address) => trust(address, 0);
  if (typeof trust === 'boolean') return () => trust;
  const list = new BlockList();
  for (const entry of trust.split(',').flatMap((item) => NAMED[item.trim()] ?? [item.trim()])) {
    const [address, bits] = entry.split('/');
    const type = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (!address || !isIP(address)) continue;
    if (bits) list.addSubnet(address, Number(bits), type);
    else list.addAddress(address, type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:/, '');
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

const last = (value: string | string[] | undefined): string | undefined => {
  const text = Array.isArray(value) ? value.join(',') : value;
  return text?.split(',').at(-1)?.trim() || undefined;
};

export function ownOrigin(request: IncomingMessage, trusted: (address: string) => boolean): string | undefined {
  const proxied = trusted(request.socket.remoteAddress ?? '');
  const scheme = (proxied && last(request.headers['x-forwarded-proto'])) || ((request.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = (proxied && last(request.headers['x-forwarded-host'])) || request.headers.host;
  if (!host) return undefined;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** Whether the request's Origin header is its own origin. */
export function originAllowed(request: IncomingMessage, trusted: (address: string) => boolean): boolean {
  const sent = request.headers.origin;
  if (!sent) return false;
  const own = ownOrigin(request, trusted);
  try {
    return own !== undefined && new URL(sent).origin === own;
  } catch {
    return false;
  }
}
