/**
 * The security headers of every answer (ADR 0021). The console's page gets a strict Content-Security-Policy
 * with a fresh nonce per load: scripts only from the console's own files, styles from its files or from <style>
 * elements carrying the nonce (Chakra's emotion cache reads it from the page's `csp-nonce` meta, src/app/emotion-cache.ts),
 * nothing from elsewhere, and framing by the host console only (`frame-ancestors`, HPC_FRAME_ANCESTORS). Every other
 * answer (the API's JSON, files read from the NAS, the console's assets) may render nothing active: `default-src
 * 'none'` and a sandbox, so a file a user uploaded cannot run as the console's origin. No answer of the API is kept
 * by a browser or a shared cache (`Cache-Control: no-store` unless a route chose otherwise): they carry a user's data,
 * and one of them a sub-account's one-time password.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SecurityOptions {
  /** Who may frame the console (a CSP source list): `'self'` unless a host console embeds it. */
  frameAncestors: string;
  /** Strict-Transport-Security is sent when the gateway sits behind HTTPS (its cookies are Secure). */
  hsts: boolean;
  /** The API's path ({base}api): its answers are never stored. */
  apiPrefix: string;
}

/** Headers of every answer. */
const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), interest-cohort=()',
};

/** A nonce for one page load (128 bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The console page's policy. `connect-src 'self'` covers the API and the terminal's WebSocket on the same origin. */
export function consolePolicy(nonce: string, frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The policy of everything that is not the console's page. */
export const OTHER_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Marks a reply as the console's page, with its nonce; the hook then sends the console's policy. */
export function asConsolePage(reply: FastifyReply, nonce: string, options: SecurityOptions): FastifyReply {
  return reply.header('content-security-policy', consolePolicy(nonce, options.frameAncestors));
}

function isApiPath(url: string, prefix: string): boolean {
  const path = url.split('?')[0];
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Adds the headers to every answer, refusals and not-found answers included. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(COMMON)) reply.header(name, value);
    if (options.hsts || request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', OTHER_POLICY);
    if (!reply.hasHeader('cache-control') && isApiPath(request.url, options.apiPrefix)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** The console's index.html with the page's nonce in a `csp-nonce` meta for the scripts that add <style> elements. */
export function withNonce(html: string, nonce: string): string {
  return html.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`);
}
