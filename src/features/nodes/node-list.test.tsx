import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '@/api/gateway';
import type { Cluster } from '@/api/generated/model/cluster';
import type { HpcConfig } from '@/api/generated/model/hpcConfig';
import type { Node } from '@/api/generated/model/node';
import { activateLocale, i18n } from '@/shared/i18n/locale';
import { SessionContext, type SessionValue } from '@/shared/session/session-context';
import { consoleSystem } from '@/shared/ui/system';
import { NodeList } from './node-list';

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

const CLUSTER: Cluster = {
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'weather_A',
  cluster_type: 'ehpc',
  status: 'active',
  deploy_mode: 1,
  create_time: '2026-10-02T03:15:00Z',
};
const node = (overrides: Partial<Node>): Node => ({
  node_id: 'cln-a1b2c3d4',
  cluster_id: CLUSTER.cluster_id,
  role: 'compute',
  status: 'active',
  create_time: '2026-10-02T03:15:00Z',
  ...overrides,
});
const NODES = [
  node({
    node_id: 'cln-l0g1n9a2',
    instance_id: 'i-l0g1n9a2',
    name: 'login-01',
    role: 'login',
    private_ip: '192.168.10.3',
    eip: { eip_id: 'eip-3h8d1q5w', eip_addr: '139.198.21.63' },
  }),
  node({ node_id: 'cln-a1b2c3d7', instance_id: 'i-a1b2c3d7', name: 'compute-04', health_status: 'unhealthy', cpu: 56, memory: 229376 }),
  node({ node_id: 'cln-c0n7r0l1', instance_id: 'i-c0n7r0l1', name: 'controller-01', role: 'controller' }),
  node({ node_id: 'cln-s70pp3d1', instance_id: 'i-s70pp3d1', name: 'compute-05', status: 'stopped' }),
];

function renderNodes(options: { webSsh?: boolean; cluster?: Cluster } = {}) {
  const requests: URL[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console');
      requests.push(url);
      return new Response(JSON.stringify({ ret_code: 0, total_count: NODES.length, node_set: NODES }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  const config = { features: { web_ssh: options.webSsh ?? true }, supported_zones: [] } as unknown as HpcConfig;
  const session = {
    user: { user_id: 'usr-owner', user_type: 0 },
    zone: 'pek3',
    portal: 'hpc',
    config,
    permission: null,
  } as unknown as SessionValue;
  render(
    <ChakraProvider value={consoleSystem()}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session}>
            <MemoryRouter>
              <NodeList cluster={options.cluster ?? CLUSTER} />
            </MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return requests;
}

describe('node list', () => {
  it('asks for the active, stopped and pending nodes of the cluster, newest first, with status and health', async () => {
    const requests = renderNodes();
    expect(await screen.findByText('compute-04')).toBeTruthy();
    const first = requests[0];
    expect(first.pathname).toMatch(/\/portal-hpc\/cluster\/listNodes$/);
    expect(first.searchParams.get('cluster_id')).toBe('ehpc-k8x2m4q1');
    expect(first.searchParams.getAll('status')).toEqual(['active', 'stopped', 'pending']);
    expect(first.searchParams.get('sort_key')).toBe('create_time');
    expect(first.searchParams.get('reverse')).toBe('1');
    expect(screen.getByText('Unhealthy')).toBeTruthy();
    expect(screen.getByText('139.198.21.63')).toBeTruthy();
  });

  it('links active login and compute nodes to their web terminal when web SSH is on, not the controller or a stopped node', async () => {
    renderNodes();
    await screen.findAllByRole('link', { name: /web ssh/i });
    const links = screen.getAllByRole('link', { name: /web ssh/i });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pek3/hpc/hpc_web_ssh/ehpc-k8x2m4q1?instanceId=i-l0g1n9a2',
      '/pek3/hpc/hpc_web_ssh/ehpc-k8x2m4q1?instanceId=i-a1b2c3d7',
    ]);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
  });

  it('has no terminal column when web SSH is off', async () => {
    renderNodes({ webSsh: false });
    await screen.findByText('compute-04');
    expect(screen.queryByRole('link', { name: /web ssh/i })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Terminal' })).toBeNull();
  });

  it('offers a read-only member of the shared cluster no terminal (the gateway opens none)', async () => {
    renderNodes({
      cluster: { ...CLUSTER, project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readonly' } } as Cluster,
    });
    await screen.findByText('compute-04');
    expect(screen.queryByRole('link', { name: /web ssh/i })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Terminal' })).toBeNull();
  });

  it('offers a read-write member of the shared cluster the terminal', async () => {
    renderNodes({
      cluster: { ...CLUSTER, project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readwrite' } } as Cluster,
    });
    expect(await screen.findAllByRole('link', { name: /web ssh/i })).toHaveLength(2);
  });

  it('offers no controller role in streamline deploy mode', async () => {
    renderNodes({ cluster: { ...CLUSTER, deploy_mode: 2 } });
    await screen.findByText('compute-04');
    const roles = screen.getByRole('radiogroup', { name: 'Node role' });
    expect(within(roles).queryByRole('radio', { name: 'Controller' })).toBeNull();
    expect(within(roles).getByRole('radio', { name: 'Login' })).toBeTruthy();
  });
});
