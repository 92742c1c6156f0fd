/**
 * A webhook's POST (ADR 0059): JSON, signed with HMAC-SHA256 of "<timestamp>.<body>" under the user's secret, the
 * timestamp beside it against replay. A 2xx is delivered; another status, a redirect or no answer in 10 s is not.
 */
import { createHmac } from 'node:crypto';
import { requireReachable } from './addresses';

export const SIGNATURE_HEADER = 'x-hpc-signature';
export const TIMESTAMP_HEADER = 'x-hpc-timestamp';
const TIMEOUT_MS = 10_000;

export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookAnswer {
  status: number | null;
  error: string | null;
}

export async function postWebhook(url: string, secret: string, body: string, now: Date, allowLoopback: boolean): Promise<WebhookAnswer> {
  try {
    await requireReachable(url, allowLoopback);
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'hpc-console-webhook',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signature(secret, timestamp, body),
      },
      body,
    });
    await response.body?.cancel();
    return { status: response.status, error: null };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { status: null, error: cause.slice(0, 500) };
  }
}
