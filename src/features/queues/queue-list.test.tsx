import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '@/api/gateway';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Queue } from '@/api/generated/model/queue';
import { activateLocale, i18n } from '@/shared/i18n/locale';
import { SessionContext, type SessionValue } from '@/shared/session/session-context';
import { consoleSystem } from '@/shared/ui/system';
import { QueueList } from './queue-list';

beforeAll(async () => {
  if (typeof globalThis.ResizeObserver !== 'function') {
    globalThis.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
  await activateLocale('en');
});
afterEach(() => configureGateway({ fetch: (...args) => globalThis.fetch(...args) }));

const queue = (overrides: Partial<Queue>): Queue => ({
  hpcqueue_id: 'hpcq-norm0001',
  queue_name: 'normal',
  category: 'dedicated',
  is_default: 1,
  cluster_id: 'ehpc-k8x2m4q1',
  status: 'active',
  create_time: '2026-10-02T03:15:00Z',
  node_count: 4,
  total_cores: 224,
  used_cores: 200,
  ...overrides,
});

function renderQueues(cluster: Cluster) {
  const requests: URL[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console');
      requests.push(url);
      const rows = [queue({ cluster_id: cluster.cluster_id })];
      const body = url.pathname.endsWith('/queue/getCurrentQueue') ? { queues_set: rows } : { hpc_queue_set: rows };
      return new Response(JSON.stringify({ ret_code: 0, total_count: 1, ...body }), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  const session = {
    user: { user_id: 'usr-owner', user_type: 0 },
    zone: 'pek3',
    portal: 'hpc',
    config: { features: { queue_node: true } },
    permission: null,
  } as unknown as SessionValue;
  render(
    <ChakraProvider value={consoleSystem()}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session}>
            <QueueList cluster={cluster} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return requests;
}

const base = { cluster_name: 'c', status: 'active', create_time: '2026-10-02T03:15:00Z' } as const;

describe('queue list', () => {
  it('lists an EHPC cluster’s queues with queue/ehpc/getQueueList, the cores in use and the default flag', async () => {
    const requests = renderQueues({ ...base, cluster_id: 'ehpc-k8x2m4q1', cluster_type: 'ehpc' });
    expect(await screen.findByText('normal')).toBeTruthy();
    expect(screen.getByText('Default')).toBeTruthy();
    expect(screen.getByText('200 / 224 (89%)')).toBeTruthy();
    expect(requests[0].pathname).toMatch(/\/portal-hpc\/queue\/ehpc\/getQueueList$/);
    expect(requests[0].searchParams.get('cluster_id')).toBe('ehpc-k8x2m4q1');
    expect(screen.queryByRole('radiogroup', { name: 'Queue category' })).toBeNull();
  });

  it('lists an HPC cluster’s queues with queue/getCurrentQueue and offers the category filter', async () => {
    const requests = renderQueues({ ...base, cluster_id: 'hpc-a1b2c3d4', cluster_type: 'hpc' });
    expect(await screen.findByText('normal')).toBeTruthy();
    expect(requests[0].pathname).toMatch(/\/portal-hpc\/queue\/getCurrentQueue$/);
    expect(screen.getByRole('radiogroup', { name: 'Queue category' })).toBeTruthy();
  });
});
