import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '../../api/gateway';
import { i18n } from '../../shared/i18n/locale';
import { SessionContext, type SessionValue } from '../../shared/session/session-context';
import { PAGE_LIMIT_STORAGE_KEY } from '../../shared/ui/data-table';
import { system } from '../../shared/ui/system';
import { NasFileTable } from './nas-file-table';

const session: SessionValue = {
  user: { user_id: 'iam-alice', owner: 'usr-owner', zone: 'pek3', zones: ['pek3'], role: 'user', verify_status: 'PASSED', user_type: 0, iamuser_name: 'alice', lang: 'zh-cn' },
  zone: 'pek3',
  portal: 'hpc',
  config: null,
  permission: null,
  refreshPermission: async () => {},
  switchZone: () => {},
  signOut: async () => {},
};

const objects = [
  { object_name: 'alice/wrf_case01/output/', is_dir: true, prefix: 'alice/wrf_case01/', size: 0, last_modified: '2026-11-20T08:30:00Z' },
  { object_name: 'alice/wrf_case01/wrfinput_d01', is_dir: false, prefix: 'alice/wrf_case01/', size: 187695104, last_modified: '2026-11-19T14:05:40Z', content_type: 'application/octet-stream' },
];

let requests: URL[] = [];

beforeEach(() => {
  requests = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console');
      requests.push(url);
      return new Response(JSON.stringify({ ret_code: 0, action: 'get_objects', nas_id: 'nas-3f9a2b1c', prefix: 'alice/wrf_case01/', total_count: 2, object_set: objects }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
});

afterEach(() => configureGateway({ fetch: (...args) => globalThis.fetch(...args) }));

describe('NAS file table', () => {
  it('reads a folder 100 files a page, by name, whatever page size lists remember', async () => {
    localStorage.setItem(PAGE_LIMIT_STORAGE_KEY, '10');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <ChakraProvider value={system}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <SessionContext.Provider value={session}>
              <MemoryRouter>
                <NasFileTable item={{ nas_id: 'nas-3f9a2b1c', fs_id: 'fs-k2m4q8x1' }} prefix="alice/wrf_case01/" />
              </MemoryRouter>
            </SessionContext.Provider>
          </QueryClientProvider>
        </I18nProvider>
      </ChakraProvider>,
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    const url = requests[0];
    expect(url.pathname).toMatch(/\/nas\/get_objects$/);
    expect(url.searchParams.get('limit')).toBe('100');
    expect(url.searchParams.get('offset')).toBe('0');
    expect(url.searchParams.get('nas_id')).toBe('nas-3f9a2b1c');
    expect(url.searchParams.get('prefix')).toBe('alice/wrf_case01/');
    expect(url.searchParams.get('sort_key')).toBe('object_name');
    expect(url.searchParams.get('reverse')).toBe('0');

    const folder = await screen.findByRole('link', { name: 'output' });
    expect(folder.getAttribute('href')).toBe('/pek3/hpc/nas/nas-3f9a2b1c?fs=fs-k2m4q8x1&prefix=alice%2Fwrf_case01%2Foutput%2F');
    expect(screen.getByText('wrfinput_d01')).toBeTruthy();
    expect(screen.getByText('179 MB')).toBeTruthy();
  });
});
