/**
 * Where the gateway's WebSockets are (ADR 0034, 0062): `{base}api/<endpoint>?…&lang=…` on the page's own host, ws: or
 * wss: as the page, from the same base URL as every request of the mutator (one HTTP entry point). A browser cannot
 * send a header with a WebSocket, so the CSRF token goes as the second subprotocol, after the endpoint's own.
 */
import { gatewayChannel } from '@/api/gateway';

export function gatewaySocketUrl(
  endpoint: string,
  params: Record<string, string>,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const { baseUrl, lang } = gatewayChannel();
  const query = new URLSearchParams(params);
  if (lang) query.set('lang', lang);
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = `${baseUrl.replace(/\/$/, '')}/${endpoint}`;
  return /^https?:/.test(path) ? `${path.replace(/^http/, 'ws')}?${query}` : `${scheme}//${location.host}${path}?${query}`;
}

/** The socket's subprotocols: the endpoint's protocol, then the CSRF token while this browser holds one. */
export function gatewaySocketProtocols(protocol: string): string[] {
  const token = gatewayChannel().csrfToken;
  return token ? [protocol, `csrf.${token}`] : [protocol];
}
