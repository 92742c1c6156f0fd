import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { ClusterListScreen } from './cluster-list-screen';
import { cluster, mockGateway, renderWithSession, resetGateway, stubResizeObserver } from './test-harness';

beforeAll(async () => {
  stubResizeObserver();
  await activateLocale('zh');
});
afterEach(() => resetGateway());
afterAll(() => activateLocale('zh'));

describe('cluster list after a change of language in place', () => {
  it('shows the table headers and the status filter in the new language without a reload', async () => {
    mockGateway({ 'cluster/list': () => ({ action: 'cluster/list', total_count: 1, cluster_set: [cluster()] }) });
    renderWithSession(<ClusterListScreen tab="mine" />, { path: '/pek3/hpc/hpc_clusters', route: '/:zone/hpc/hpc_clusters/*' });
    const chinese = await screen.findByRole('table', { name: '集群' });
    expect(within(chinese).getByRole('columnheader', { name: /名称/ })).toBeTruthy();

    await act(() => activateLocale('en'));

    const table = await screen.findByRole('table', { name: 'Clusters' });
    expect(within(table).getByRole('columnheader', { name: /Name \/ ID/ })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /^Status/ })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: /名称|状态/ })).toBeNull();

    const filter = await screen.findByRole('combobox', { name: /status/i });
    await waitFor(() => expect(filter.textContent).toMatch(/Pending/));
    expect(filter.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    await userEvent.click(filter);
    expect(await screen.findByRole('option', { name: 'Suspended' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: '已暂停' })).toBeNull();
  });
});
