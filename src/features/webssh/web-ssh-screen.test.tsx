import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '../../api/gateway';
import { activateLocale, i18n } from '../../shared/i18n/locale';
import { system } from '../../shared/ui/system';
import { TerminalScreen } from './terminal-screen';
import { WebSshScreen } from './web-ssh-screen';


beforeAll(() => activateLocale('en'));
afterEach(() => configureGateway({ fetch: (...args) => globalThis.fetch(...args) }));

const LOGIN = { node_id: 'cln-l0g1n9a2', instance_id: 'i-l0g1n9a2', name: 'login-01', hostname: 'login001', cluster_id: 'ehpc-k8x2m4q1', role: 'login', status: 'active', private_ip: '192.168.10.3', create_time: '2026-10-02T03:15:00Z' };

function renderAt(path: string, nodes: unknown[] = [LOGIN]) {
  const requests: URL[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console');
      requests.push(url);
      const body = url.pathname.endsWith('/cluster/listNodes')
        ? { total_count: nodes.length, node_set: nodes }
        : { total_count: 1, cluster_set: [{ cluster_id: 'ehpc-k8x2m4q1', cluster_name: 'weather_A', cluster_type: 'ehpc', status: 'active', create_time: '2026-10-02T03:15:00Z' }] };
      return new Response(JSON.stringify({ ret_code: 0, ...body }), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/:zone/hpc/hpc_web_ssh/:id" element={<WebSshScreen />} />
              <Route path="/terminal" element={<TerminalScreen />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return requests;
}

describe('web terminal page', () => {
  it('shows the node whose instance is in the URL, and the pane the terminal connects in', async () => {
    const requests = renderAt('/pek3/hpc/hpc_web_ssh/ehpc-k8x2m4q1?instanceId=i-l0g1n9a2');
    expect(await screen.findByText('login-01 (cln-l0g1n9a2)')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Web terminal of weather_A' })).toBeTruthy();
    expect(screen.getByTestId('terminal-pane').textContent).toContain('The SSH terminal of login-01 connects in this pane.');
    const nodes = requests.find((url) => url.pathname.endsWith('/cluster/listNodes'));
    expect(nodes?.searchParams.get('cluster_id')).toBe('ehpc-k8x2m4q1');
    expect(nodes?.searchParams.get('search_word')).toBe('i-l0g1n9a2');
  });

  it('says it failed to obtain the server information when the instance is not a node of the cluster', async () => {
    renderAt('/pek3/hpc/hpc_web_ssh/ehpc-k8x2m4q1?instanceId=i-zzzz', []);
    expect(await screen.findByText('Failed to obtain server information')).toBeTruthy();
    expect(screen.queryByTestId('terminal-pane')).toBeNull();
  });

  it('reads the instance and the zone of the terminal popup from its query, without calling the gateway', () => {
    const requests = renderAt('/terminal?instance_id=i-l0g1n9a2&zone=pek3&is_cluster_node=1');
    expect(screen.getByText('i-l0g1n9a2')).toBeTruthy();
    expect(screen.getByText('PEK3')).toBeTruthy();
    expect(screen.getByText('Cluster node')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
