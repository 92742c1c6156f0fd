import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '@/api/gateway';
import { useSharedMember } from './use-shared';

const member = (n: number) => ({
  shared_user_id: `shu-m${String(n).padStart(5, '0')}`,
  iam_user_id: `iamu-${n}`,
  username: `user${n}`,
  status: 'active',
  owner: 'usr-owner',
  clusters: [],
});

function mockMembers(total: number) {
  const offsets: number[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console');
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit'));
      offsets.push(offset);
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => member(offset + i));
      return new Response(JSON.stringify({ ret_code: 0, action: 'shared/users', total_count: total, shared_user_set: rows }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return offsets;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

afterEach(() => configureGateway({ fetch: (...args) => globalThis.fetch(...args) }));

describe('one shared member by id', () => {
  it('reads the member list page by page until the member is found', async () => {
    const offsets = mockMembers(230);
    const { result } = renderHook(() => useSharedMember('shu-m00150'), { wrapper });
    await waitFor(() => expect(result.current.member?.username).toBe('user150'));
    expect(offsets).toEqual([0, 100]);
    expect(result.current.notFound).toBe(false);
  });

  it('says not found once every page was read', async () => {
    const offsets = mockMembers(120);
    const { result } = renderHook(() => useSharedMember('shu-nobody'), { wrapper });
    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(offsets).toEqual([0, 100]);
    expect(result.current.member).toBeUndefined();
    expect(result.current.loading).toBe(false);
  });
});
