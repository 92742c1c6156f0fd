/**
 * Rendering a screen for component tests: Chakra, translations, a query client, a session (user, zone, portal,
 * configuration) and a router at a path. Shared by the features' tests (a feature's harness may wrap it).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { HpcConfig } from '@/api/generated/model/hpcConfig';
import type { HpcFeatureFlags } from '@/api/generated/model/hpcFeatureFlags';
import type { UserSession } from '@/api/generated/model/userSession';
import { i18n } from '@/shared/i18n/locale';
import { SessionContext, type SessionValue } from '@/shared/session/session-context';
import { consoleSystem } from '@/shared/ui/system';

export const ALL_FEATURES: HpcFeatureFlags = {
  hpc: true,
  ehpc: true,
  job: true,
  nas: true,
  node: true,
  queue_usage: true,
  queue_node: true,
  queue_job: true,
  job_template: true,
  subuser_cluster_creation: false,
  shared_cluster: true,
  web_ssh: true,
  auto_scale: true,
  billing: true,
  subscription: true,
  user_verification: false,
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

export const OWNER: UserSession = {
  user_id: 'usr-owner',
  owner: 'usr-owner',
  zone: 'pek3',
  zones: ['pek3'],
  role: 'user',
  verify_status: 'PASSED',
  user_type: 0,
  lang: 'zh-cn',
};
export const SUB_USER: UserSession = { ...OWNER, user_id: 'usr-sub', user_type: 1 };

/** jsdom has no ResizeObserver; Chakra's segment groups observe their items' size. */
export function stubResizeObserver(): void {
  if (typeof globalThis.ResizeObserver === 'function') return;
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

export interface SessionRenderOptions {
  user?: UserSession;
  config?: HpcConfig | null;
  path: string;
  route: string;
  client?: QueryClient;
}

export function renderWithSession(ui: ReactNode, options: SessionRenderOptions) {
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
  const client = options.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <ChakraProvider value={consoleSystem()}>
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
  return { ...result, client };
}
