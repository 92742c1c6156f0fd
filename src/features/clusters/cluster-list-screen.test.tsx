import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { getFirstUse, resetFirstUse } from '@/shared/session/first-use';
import { CLUSTER_LIST_TYPE_STORAGE_KEY } from './cluster-list-type';
import { ClusterListScreen } from './cluster-list-screen';
import { cluster, mockGateway, OWNER, renderWithSession, resetGateway, stubResizeObserver, SUB_USER, testConfig } from './test-harness';
import { acceptedAnswer, clusterRefreshInterval, isChanging, TRANSITION_REFRESH_MS } from './use-cluster-list';

beforeAll(async () => {
  stubResizeObserver();
  await activateLocale('en');
});
afterEach(() => {
  resetGateway();
  resetFirstUse();
  vi.useRealTimers();
});

const ROUTE = '/:zone/hpc/hpc_clusters/*';
const listAnswer = (url: URL) => {
  const type = url.searchParams.get('cluster_type');
  const rows = [cluster(), cluster({ cluster_id: 'hpc-a1b2c3d4', cluster_name: 'student_lab', cluster_type: 'hpc', status: 'stopped' })];
  const kept = type ? rows.filter((row) => row.cluster_type === type) : rows;
  return { action: 'cluster/list', total_count: kept.length, cluster_set: kept, ...(type ? { cluster_type: type } : {}) };
};

describe('cluster list', () => {
  it('asks for pending, active, stopped and suspended clusters, newest first, and links each to its nodes', async () => {
    const requests = mockGateway({ 'cluster/list': listAnswer });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    const link = await screen.findByRole('link', { name: 'weather_A' });
    expect(link.getAttribute('href')).toBe('/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/node_list');
    const first = requests[0];
    expect(first.pathname).toMatch(/\/portal-hpc\/cluster\/list$/);
    expect(first.searchParams.getAll('status')).toEqual(['pending', 'active', 'stopped', 'suspended']);
    expect(first.searchParams.get('sort_key')).toBe('create_time');
    expect(first.searchParams.get('reverse')).toBe('1');
    expect(first.searchParams.get('offset')).toBe('0');
    expect(first.searchParams.get('shared_status')).toBeNull();
    expect(first.searchParams.get('cluster_type')).toBeNull();
    const table = screen.getByRole('table', { name: 'Clusters' });
    expect(within(table).getByText('student_lab')).toBeTruthy();
  });

  it('says by each name which cloud the cluster lives in, and what that means', async () => {
    mockGateway({
      'cluster/list': () => ({
        total_count: 2,
        cluster_set: [
          cluster({ cloud: 'local' }),
          cluster({ cluster_id: 'hpc-a1b2c3d4', cluster_name: 'student_lab', cluster_type: 'hpc', cloud: 'simulated' }),
        ],
      }),
    });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    const table = await screen.findByRole('table', { name: 'Clusters' });
    const real = await within(table).findByText('Real hosts');
    expect(real.closest('tr')?.textContent).toContain('weather_A');
    expect(real.getAttribute('title')).toMatch(/jobs run for real and the terminal signs in on the node/);
    const simulated = within(table).getByText('Simulated');
    expect(simulated.closest('tr')?.textContent).toContain('student_lab');
  });

  it('lists the clusters shared with the user on the shared tab, with their shared role', async () => {
    const requests = mockGateway({
      'cluster/list': () => ({
        total_count: 1,
        cluster_set: [cluster({ project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readonly' } })],
      }),
    });
    renderWithSession(<ClusterListScreen tab="shared" />, { path: '/pek3/hpc/hpc_clusters/shared', route: ROUTE });
    expect(await screen.findByText('Member')).toBeTruthy();
    expect(screen.getByText('Read-only')).toBeTruthy();
    expect(requests[0].searchParams.get('shared_status')).toBe('shared');
    expect(screen.queryByRole('link', { name: /create cluster/i })).toBeNull();
  });

  it('tells the owner whether, and with how many members, each cluster is shared; a member reads Shared', async () => {
    mockGateway({
      'cluster/list': () => ({
        total_count: 4,
        cluster_set: [
          cluster({ project_info: { shared_status: 'shared', shared_role: 'shared_owner', shared_member_count: 2 } }),
          cluster({
            cluster_id: 'hpc-a1b2c3d4',
            cluster_name: 'student_lab',
            cluster_type: 'hpc',
            project_info: { shared_status: 'shared', shared_role: 'shared_owner', shared_member_count: 1 },
          }),
          cluster({
            cluster_id: 'hpc-a1b2c3d5',
            cluster_name: 'cfd_lab',
            cluster_type: 'hpc',
            project_info: { shared_status: 'unshared', shared_member_count: 0 },
          }),
          cluster({
            cluster_id: 'hpc-a1b2c3d6',
            cluster_name: 'shared_lab',
            cluster_type: 'hpc',
            project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readonly' },
          }),
        ],
      }),
    });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    const table = await screen.findByRole('table', { name: 'Clusters' });
    const sharing = async (name: string) => within((await within(table).findByText(name)).closest('tr') as HTMLElement);
    expect((await sharing('weather_A')).getByText('Shared with 2 members')).toBeTruthy();
    expect((await sharing('student_lab')).getByText('Shared with 1 member')).toBeTruthy();
    expect((await sharing('cfd_lab')).getByText('Not shared')).toBeTruthy();
    expect((await sharing('shared_lab')).getByText('Shared')).toBeTruthy();
  });

  it('offers cluster creation to the owner, not to a sub-user unless sub-user creation is on', async () => {
    mockGateway({ 'cluster/list': listAnswer });
    const owner = renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE, user: OWNER });
    const create = await screen.findByRole('link', { name: /create cluster/i });
    expect(create.getAttribute('href')).toBe('/pek3/hpc/hpc_clusters/select_type');
    owner.unmount();

    const sub = renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE, user: SUB_USER });
    await screen.findByText('weather_A');
    expect(screen.queryByRole('link', { name: /create cluster/i })).toBeNull();
    sub.unmount();

    renderWithSession(<ClusterListScreen tab="mine" />, {
      path: '/pek3/hpc/hpc_clusters',
      route: ROUTE,
      user: SUB_USER,
      config: testConfig({ subuser_cluster_creation: true }),
    });
    expect(await screen.findByRole('link', { name: /create cluster/i })).toBeTruthy();
  });

  it('remembers the type filter in local storage and sends it', async () => {
    localStorage.setItem(CLUSTER_LIST_TYPE_STORAGE_KEY, 'ehpc');
    const requests = mockGateway({ 'cluster/list': listAnswer });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    await screen.findByText('weather_A');
    expect(requests[0].searchParams.get('cluster_type')).toBe('ehpc');
    expect(screen.queryByText('student_lab')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'HPC' }));
    await screen.findByText('student_lab');
    expect(localStorage.getItem(CLUSTER_LIST_TYPE_STORAGE_KEY)).toBe('hpc');
    expect(requests.at(-1)?.searchParams.get('cluster_type')).toBe('hpc');
  });

  it('offers no type filter in a zone with one cluster type, and ignores a remembered type it does not offer', async () => {
    localStorage.setItem(CLUSTER_LIST_TYPE_STORAGE_KEY, 'ehpc');
    const requests = mockGateway({ 'cluster/list': listAnswer });
    renderWithSession(<ClusterListScreen tab="mine" />, {
      path: '/pek3/hpc/hpc_clusters',
      route: ROUTE,
      config: testConfig({}, { ehpc: false }),
    });
    await screen.findByText('student_lab');
    expect(requests[0].searchParams.get('cluster_type')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'EHPC' })).toBeNull();
  });

  it('hides the shared tab when shared clusters are off', async () => {
    mockGateway({ 'cluster/list': listAnswer });
    renderWithSession(<ClusterListScreen tab="mine" />, {
      path: '/pek3/hpc/hpc_clusters',
      route: ROUTE,
      config: testConfig({ shared_cluster: false }),
    });
    await screen.findByText('weather_A');
    expect(screen.queryByRole('tab', { name: 'Shared with me' })).toBeNull();
  });

  it('says so when the user has no cluster', async () => {
    mockGateway({ 'cluster/list': () => ({ total_count: 0, cluster_set: [] }) });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    expect(await screen.findByText('You have no cluster yet')).toBeTruthy();
  });

  it('shows the gateway error with a retry', async () => {
    mockGateway({ 'cluster/list': () => ({ ret_code: 1400, message: 'Cluster service unavailable' }) });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    expect(await screen.findByText('Cluster service unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('cluster list rules', () => {
  it('steps back one page and asks again when a page beyond the first comes back empty', async () => {
    // Eleven clusters when page 1 is read; one is gone when page 2 is asked for.
    const rows = Array.from({ length: 10 }, (_, index) =>
      cluster({ cluster_id: `ehpc-pg${String(index).padStart(6, '0')}`, cluster_name: `batch_${index}` }),
    );
    const requests = mockGateway({
      'cluster/list': (url) =>
        url.searchParams.get('offset') === '10' ? { total_count: 10, cluster_set: [] } : { total_count: 11, cluster_set: rows },
    });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    await screen.findByText('batch_0');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requests.some((url) => url.searchParams.get('offset') === '10')).toBe(true));
    const afterEmpty = () => requests.slice(requests.findIndex((url) => url.searchParams.get('offset') === '10') + 1);
    await waitFor(() => expect(afterEmpty().some((url) => url.searchParams.get('offset') === '0')).toBe(true));
    expect(await screen.findByText('batch_0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
  });

  it('discards an answer for another cluster type than the one asked for', async () => {
    localStorage.setItem(CLUSTER_LIST_TYPE_STORAGE_KEY, 'hpc');
    const requests = mockGateway({ 'cluster/list': () => ({ total_count: 1, cluster_set: [cluster()], cluster_type: 'ehpc' }) });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests[0].searchParams.get('cluster_type')).toBe('hpc');
    // The answer is for EHPC clusters: its rows are not shown as HPC ones.
    expect(await screen.findByText('No cluster in this view')).toBeTruthy();
    expect(screen.queryByText('weather_A')).toBeNull();
  });

  it('refreshes itself while a cluster is changing state, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: 'active' | 'stopping' = 'active';
    const requests = mockGateway({
      'cluster/list': () => ({ total_count: 1, cluster_set: [cluster({ transition_status: status === 'stopping' ? 'stopping' : '' })] }),
    });
    status = 'stopping';
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    await screen.findByText('Stopping');
    expect(requests).toHaveLength(1);
    status = 'active';
    await act(() => vi.advanceTimersByTimeAsync(TRANSITION_REFRESH_MS + 100));
    await waitFor(() => expect(requests).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(TRANSITION_REFRESH_MS * 2));
    expect(requests).toHaveLength(2);
  });

  it('sets the first-use flag when the user has no cluster and clears it when one exists', async () => {
    mockGateway({ 'cluster/list': () => ({ total_count: 0, cluster_set: [] }) });
    const empty = renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    expect(await screen.findByText('You have no cluster yet')).toBeTruthy();
    expect(getFirstUse()).toBe(true);
    expect(screen.getByRole('link', { name: /create your first cluster/i }).getAttribute('href')).toBe(
      '/pek3/hpc/hpc_clusters/select_type',
    );
    empty.unmount();

    mockGateway({ 'cluster/list': listAnswer });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    await screen.findByText('weather_A');
    await waitFor(() => expect(getFirstUse()).toBe(false));
  });

  it('does not decide the first-use flag from a narrowed empty list or the shared tab', async () => {
    mockGateway({ 'cluster/list': () => ({ total_count: 0, cluster_set: [] }) });
    renderWithSession(<ClusterListScreen tab="shared" />, { path: '/pek3/hpc/hpc_clusters/shared', route: ROUTE });
    await screen.findByText('No cluster is shared with you');
    expect(getFirstUse()).toBeNull();
  });

  it('offers each cluster its actions', async () => {
    mockGateway({ 'cluster/list': listAnswer });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    expect(await screen.findByRole('button', { name: 'Actions of weather_A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions of student_lab' })).toBeTruthy();
  });

  it('tells a changing cluster by its transition or its passing status', () => {
    expect(isChanging({ status: 'active', transition_status: 'stopping' })).toBe(true);
    expect(isChanging({ status: 'pending' })).toBe(true);
    expect(isChanging({ status: 'creating' })).toBe(true);
    expect(isChanging({ status: 'active', transition_status: '' })).toBe(false);
    expect(clusterRefreshInterval({ cluster_set: [cluster({ status: 'stopped' })] })).toBe(false);
    expect(clusterRefreshInterval({ cluster_set: [cluster({ transition_status: 'updating' })] })).toBe(TRANSITION_REFRESH_MS);
  });
});

describe('acceptedAnswer', () => {
  it('discards an answer for another cluster type than the one asked for', () => {
    const answer = { ret_code: 0 as const, total_count: 1, cluster_set: [cluster()], cluster_type: 'ehpc' as const };
    expect(acceptedAnswer(answer, 'hpc')).toBeUndefined();
    expect(acceptedAnswer(answer, 'ehpc')).toBe(answer);
    expect(acceptedAnswer(answer, undefined)).toBe(answer);
  });
});
