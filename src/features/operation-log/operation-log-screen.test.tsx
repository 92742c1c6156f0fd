import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '@/api/gateway';
import { i18n } from '@/shared/i18n/locale';
import { SessionContext, type Portal, type SessionValue } from '@/shared/session/session-context';
import { consoleSystem } from '@/shared/ui/system';
import { OperationLogScreen } from './operation-log-screen';

const operation = {
  job_id: 'j-7t3y6u9i',
  action: 'simulation/submitJob',
  resource_ids: ['simulation_cluster'],
  resource_type: 'simulation_cluster',
  resource_names: ['汽车外流场_Fluent'],
  status: 'successful',
  error_message: null,
  owner: 'usr-owner',
  user_id: 'usr-owner',
  create_time: '2026-11-20T05:10:03Z',
  status_time: '2026-11-20T05:10:30Z',
};

function session(portal: Portal): SessionValue {
  return {
    user: {
      user_id: 'usr-owner',
      owner: 'usr-owner',
      zone: 'pek3',
      zones: ['pek3'],
      role: 'user',
      verify_status: 'PASSED',
      user_type: 0,
      lang: 'zh-cn',
    },
    zone: 'pek3',
    portal,
    config: null,
    permission: null,
    refreshPermission: async () => {},
    switchZone: () => {},
    signOut: async () => {},
  };
}

function renderScreen(portal: Portal) {
  const requests: string[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Response(JSON.stringify({ ret_code: 0, action: 'operation', total_count: 1, job_set: [operation] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={consoleSystem()}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <SessionContext.Provider value={session(portal)}>
            <OperationLogScreen />
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return requests;
}

afterEach(() => configureGateway({ fetch: (...args) => globalThis.fetch(...args) }));

describe('operation log', () => {
  it('reads operation/simulation with resource_ids simulation_cluster in the simulation portal', async () => {
    const requests = renderScreen('ispf');
    expect(await screen.findByText('j-7t3y6u9i')).toBeTruthy();
    // What the user did, in words, with the action's name beside it.
    expect(screen.getByText('提交仿真作业')).toBeTruthy();
    expect(screen.getByText('simulation/submitJob')).toBeTruthy();
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0], 'http://console');
    expect(url.pathname).toMatch(/\/portal-hpc\/operation\/simulation$/);
    expect(url.searchParams.getAll('resource_ids')).toEqual(['simulation_cluster']);
    expect(url.searchParams.get('sort_key')).toBe('create_time');
    expect(url.searchParams.get('reverse')).toBe('1');
  });

  it('reads operation without resource_ids in the HPC portal', async () => {
    const requests = renderScreen('hpc');
    await waitFor(() => expect(requests).toHaveLength(1));
    const url = new URL(requests[0], 'http://console');
    expect(url.pathname).toMatch(/\/portal-hpc\/operation$/);
    expect(url.searchParams.has('resource_ids')).toBe(false);
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
