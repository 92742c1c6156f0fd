import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '@/api/gateway';
import { i18n } from '@/shared/i18n/locale';
import { SessionContext, type SessionValue } from '@/shared/session/session-context';
import { consoleSystem } from '@/shared/ui/system';
import { JobsScreen } from './jobs-screen';

const job = {
  hpcjob_uuid: 'hpcjob-7k2m9x4q',
  job_id: '10423',
  name: 'typhoon_wrf',
  job_status: 'running',
  queue: 'normal',
  cores: 112,
  run_time: 5400,
  submitted_time: '2026-11-20T06:58:12Z',
  submit_type: 'script',
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'wrf_cluster',
  user: 'wrf_user',
};

const session: SessionValue = {
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
  portal: 'hpc',
  config: null,
  permission: null,
  refreshPermission: async () => {},
  switchZone: () => {},
  signOut: async () => {},
};

let requests: URL[] = [];

beforeEach(() => {
  requests = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T08:30:00Z'));
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console');
      requests.push(url);
      const body = url.pathname.endsWith('/job/list')
        ? { ret_code: 0, action: 'job/list', total_count: 1, nrun: 1, npend: 0, nstop: 0, job_set: [job] }
        : { ret_code: 0, action: 'cluster/list', total_count: 0, cluster_set: [] };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
});

afterEach(() => {
  vi.useRealTimers();
  configureGateway({ fetch: (...args) => globalThis.fetch(...args) });
});

function renderJobs() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={consoleSystem()}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <SessionContext.Provider value={session}>
            <MemoryRouter>
              <JobsScreen />
            </MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('job list', () => {
  it('asks for the last 6 months of jobs by default, newest submission first', async () => {
    renderJobs();
    await waitFor(() => expect(requests.some((url) => url.pathname.endsWith('/job/list'))).toBe(true));
    const list = requests.find((url) => url.pathname.endsWith('/job/list'))!;
    // Days in China Standard Time (the zh display zone): 2026-05-20 00:00 to 2026-11-20 23:59:59.999, UTC+8.
    expect(list.searchParams.get('start_time')).toBe('2026-05-19T16:00:00.000Z');
    expect(list.searchParams.get('end_time')).toBe('2026-11-20T15:59:59.999Z');
    expect(list.searchParams.get('sort_key')).toBe('submitted_time');
    expect(list.searchParams.get('reverse')).toBe('1');
    expect(list.searchParams.has('status')).toBe(false);
    expect(list.searchParams.has('cluster_id')).toBe(false);
  });

  it('lists the jobs with a link to each job page and the status counts', async () => {
    renderJobs();
    const link = await screen.findByRole('link', { name: 'typhoon_wrf' });
    expect(link.getAttribute('href')).toBe('/pek3/hpc/jobs/hpcjob-7k2m9x4q/compute_dir');
    expect(screen.getByRole('link', { name: 'wrf_cluster' }).getAttribute('href')).toBe('/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1');
    expect(screen.getByText('1:30:00')).toBeTruthy();
    expect(screen.getByText('运行中 1')).toBeTruthy();
  });
});
