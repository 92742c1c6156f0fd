/**
 * A gateway for component tests: the mutator's fetch answered per action path (the end of the URL path, e.g.
 * 'cluster/list' or 'cluster/stopCluster'), every call recorded with its method, URL and JSON body. An answer is
 * the success body (ret_code 0 is added) or `refusal(status, ret_code, message)` for a Failure envelope.
 */
import { vi } from 'vitest';
import { configureGateway } from '@/api/gateway';

export interface GatewayCall {
  method: string;
  url: URL;
  /** The action path, e.g. 'cluster/stopCluster'. */
  path: string;
  body: Record<string, unknown> | undefined;
}

export type GatewayAnswer = (url: URL, body: Record<string, unknown> | undefined) => unknown;

const REFUSAL = Symbol('refusal');

interface Refusal {
  [REFUSAL]: true;
  status: number;
  body: { ret_code: number; message: string };
}

/** A Failure envelope under an HTTP status (e.g. 409 "Lack of balance"). */
export function refusal(status: number, retCode: number, message: string): Refusal {
  return { [REFUSAL]: true, status, body: { ret_code: retCode, message } };
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && REFUSAL in value;
}

/** Installs the mock; the returned array fills with every call. Unknown paths answer an empty success. */
export function mockGatewayCalls(answers: Record<string, GatewayAnswer>, onCall?: (call: GatewayCall) => void): GatewayCall[] {
  const calls: GatewayCall[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://console');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      const key = Object.keys(answers)
        .sort((a, b) => b.length - a.length)
        .find((path) => url.pathname.endsWith(`/${path}`));
      const path = url.pathname.replace(/^.*\/api\/[^/]+\//, '');
      const call = { method: init?.method ?? 'GET', url, path, body };
      calls.push(call);
      onCall?.(call);
      const answer = key ? answers[key](url, body) : { total_count: 0 };
      if (isRefusal(answer))
        return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify({ ret_code: 0, ...(answer as object) }), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return calls;
}

export function resetGatewayMock(): void {
  configureGateway({ fetch: (...args) => globalThis.fetch(...args) });
}

/** The calls of one action path. */
export function callsTo(calls: readonly GatewayCall[], path: string): GatewayCall[] {
  return calls.filter((call) => call.path === path || call.url.pathname.endsWith(`/${path}`));
}

/** An operation-log answer in which the given job has ended (for followOperation). */
export function operationAnswer(
  status: 'successful' | 'failed' | 'working' = 'successful',
  errorMessage: string | null = null,
): GatewayAnswer {
  return (url) => {
    const jobId = url.searchParams.get('search_word') ?? 'j-unknown00';
    const now = '2026-11-20T08:00:00Z';
    return {
      total_count: 1,
      job_set: [
        {
          job_id: jobId,
          action: 'cluster/stopCluster',
          resource_ids: [],
          status,
          error_message: status === 'failed' ? errorMessage : null,
          create_time: now,
          status_time: now,
        },
      ],
    };
  };
}
