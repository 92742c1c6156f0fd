/**
 * The file manager tests' gateway: JSON answers by the end of the action path (as src/shared/testing/gateway-mock),
 * get_object answered with a file's text, and every call recorded with its JSON body or its multipart fields (the
 * editor's put_object). Used by this folder's *.test.tsx only.
 */
import { vi } from 'vitest';
import { configureGateway } from '@/api/gateway';
import { refusal } from '@/shared/testing/gateway-mock';

export { refusal };

export interface FileCall {
  path: string;
  url: URL;
  body: Record<string, unknown> | undefined;
}

type Answer = (url: URL, body: Record<string, unknown> | undefined) => unknown;

export function mockFileGateway(answers: Record<string, Answer>, files: Record<string, string> = {}): FileCall[] {
  const calls: FileCall[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://console');
      const raw = init?.body;
      const body =
        typeof raw === 'string'
          ? (JSON.parse(raw) as Record<string, unknown>)
          : raw instanceof FormData
            ? Object.fromEntries([...raw.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]))
            : undefined;
      const path = url.pathname.replace(/^.*\/api\/[^/]+\//, '');
      calls.push({ path, url, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === 'get_object')
        return new Response(files[url.searchParams.get('object_name') ?? ''] ?? '', {
          headers: { 'Content-Type': 'application/octet-stream' },
        });
      const key = Object.keys(answers)
        .sort((a, b) => b.length - a.length)
        .find((action) => url.pathname.endsWith(`/${action}`));
      const answer = key ? answers[key](url, body) : { total_count: 0 };
      if (typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer) {
        const refused = answer as { status: number; body: unknown };
        return json(refused.body, refused.status);
      }
      return json({ ret_code: 0, ...(answer as object) });
    }) as typeof fetch,
  });
  return calls;
}

export const callsOf = (calls: FileCall[], path: string) => calls.filter((call) => call.path === path);
