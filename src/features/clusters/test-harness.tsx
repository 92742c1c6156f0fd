/**
 * Test harness of the cluster screens: providers, a session with a configuration, a router, and a gateway fetch
 * answered per action path. Used by the *.test.tsx files of this folder only.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { configureGateway } from '../../api/gateway';
import type { Cluster } from '../../api/generated/model/cluster';
import type { HpcConfig } from '../../api/generated/model/hpcConfig';
import type { HpcFeatureFlags } from '../../api/generated/model/hpcFeatureFlags';
import type { UserSession } from '../../api/generated/model/userSession';
import { i18n } from '../../shared/i18n/locale';
import { SessionContext, type SessionValue } from '../../shared/session/session-context';
import { system } from '../../shared/ui/system';

export const ALL_FEATURES: HpcFeatureFlags = {
  hpc: true, ehpc: true, job: true, nas: true, node: true, queue_usage: true, queue_node: true, queue_job: true, job_template: true,
  subuser_cluster_creation: false, shared_cluster: true, web_ssh: true, auto_scale: true, billing: true, subscription: true, user_verification: false,
};

export function testConfig(features: Partial<HpcFeatureFlags> = {}, zone: Partial<HpcConfig['supported_zones'][number]> = {}): HpcConfig {
  return {
    features: { ...ALL_FEATURES, ...features },
    portal: 'hpc',
    is_public_cloud: true,
    supported_zones: [{ zone: 'pek3', label: 'pek3', hpc: true, ehpc: true, ...zone }],
    console_name: 'HPC',
    console_name_en: 'HPC',
    hpc_app_id: 'app-hpc01',
    ehpc_app_id: 'app-ehpc01',
  };
}

export const OWNER: UserSession = { user_id: 'usr-owner', owner: 'usr-owner', zone: 'pek3', zones: ['pek3'], role: 'user', verify_status: 'PASSED', user_type: 0, lang: 'zh-cn' };
export const SUB_USER: UserSession = { ...OWNER, user_id: 'usr-sub', user_type: 1 };

export function cluster(overrides: Partial<Cluster> = {}): Cluster {
  return {
    cluster_id: 'ehpc-k8x2m4q1', cluster_name: 'weather_A', cluster_type: 'ehpc', status: 'active', zone: 'pek3', owner: 'usr-owner', scheduler: 'slurm', version: '2.4.1',
    deploy_mode: 1, paid_type: 0, node_count: 6, core_count: 224, create_time: '2026-10-02T03:15:00Z', ...overrides,
  };
}

/** jsdom has no ResizeObserver; Chakra's segment groups observe their items' size. */
export function stubResizeObserver(): void {
  if (typeof globalThis.ResizeObserver === 'function') return;
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

export type Answer = (url: URL) => unknown;

/** Answers gateway calls by the end of their path (e.g. 'cluster/list'); records every request URL. */
export function mockGateway(answers: Record<string, Answer>): URL[] {
  const requests: URL[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console');
      requests.push(url);
      const key = Object.keys(answers).find((path) => url.pathname.endsWith(`/${path}`));
      const body = key ? answers[key](url) : { ret_code: 0, total_count: 0 };
      return new Response(JSON.stringify({ ret_code: 0, ...(body as object) }), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return requests;
}

export function resetGateway(): void {
  configureGateway({ fetch: (...args) => globalThis.fetch(...args) });
}

export function renderWithSession(ui: ReactNode, options: { user?: UserSession; config?: HpcConfig | null; path: string; route: string }) {
  const session: SessionValue = {
    user: options.user ?? OWNER,
    zone: 'pek3',
    portal: 'hpc',
    config: options.config === undefined ? testConfig() : options.config,
    permission: { status: 'enable', user_id: 'usr-owner', zone: 'pek3' },
    refreshPermission: async () => {},
    switchZone: () => {},
    signOut: async () => {},
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={[options.path]}>
              <Routes>
                <Route path={options.route} element={ui} />
              </Routes>
            </MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
}
