import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import type { UserSession } from '@/api/generated/model/userSession';
import { callsTo, mockGatewayCalls, operationAnswer } from '@/shared/testing/gateway-mock';
import { chooseMenuItem } from '@/shared/testing/menu';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { QueueList } from './queue-list';
import { EHPC_CLUSTER, HPC_CLUSTER, queue } from './testing/queue-fixtures';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true, preload: () => import('./actions/queue-action-dialog') });

const NORMAL = queue();
const GPU = queue({ hpcqueue_id: 'hpcq-gpu00001', queue_name: 'gpu', is_default: 0 });
const SHARED = queue({ hpcqueue_id: 'hpcq-shar0001', queue_name: 'shared56', category: 'shared', cluster_id: HPC_CLUSTER.cluster_id });
const PRIVATE = queue({
  hpcqueue_id: 'hpcq-priv0001',
  queue_name: 'mine',
  is_default: 0,
  paid_type: 0,
  cluster_id: HPC_CLUSTER.cluster_id,
});

function renderList(cluster: Cluster, user: UserSession = OWNER) {
  const calls = mockGatewayCalls({
    'queue/ehpc/getQueueList': () => ({ total_count: 2, hpc_queue_set: [NORMAL, GPU] }),
    'queue/getCurrentQueue': () => ({ total_count: 2, queues_set: [SHARED, PRIVATE] }),
    'queue/ehpc/delQueues': () => ({ job_id: 'j-delq0001' }),
    operation: operationAnswer('successful'),
  });
  renderWithSession(<QueueList cluster={cluster} />, { path: '/pek3/hpc/queues', route: '/:zone/hpc/queues', user });
  return calls;
}

const readOnly = (cluster: Cluster): Cluster => ({
  ...cluster,
  project_info: { project_id: 'prj-k3m9x2q7', shared_role: 'shared_member', permission: 'readonly' },
});
const readWrite = (cluster: Cluster): Cluster => ({
  ...cluster,
  project_info: { project_id: 'prj-k3m9x2q7', shared_role: 'shared_member', permission: 'readwrite' },
});

describe('who sees the queue changes', () => {
  it('the owner of an EHPC cluster adds queues, changes each queue and deletes several, after a confirmation naming them', async () => {
    const calls = renderList(EHPC_CLUSTER);
    await screen.findByText('gpu');
    expect(screen.getByRole('button', { name: /Add queue/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions of normal' })).toBeTruthy();
    const rowOf = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name)) as HTMLElement;
    // The default queue cannot be chosen for deleting.
    expect((within(rowOf('normal')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(rowOf('gpu')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Delete \(1\)/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(within(dialog).getByTestId('queues-to-remove')).getByText('gpu')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Queues deleted: gpu' })));
    expect(callsTo(calls, 'queue/ehpc/delQueues')).toHaveLength(1);
    expect(callsTo(calls, 'queue/ehpc/delQueues')[0].body).toMatchObject({
      cluster_id: EHPC_CLUSTER.cluster_id,
      hpcqueue_ids: ['hpcq-gpu00001'],
    });
  });

  it('a read-write shared member changes queues like the owner', async () => {
    renderList(readWrite(EHPC_CLUSTER), SUB_USER);
    await screen.findByText('gpu');
    expect(screen.getByRole('button', { name: /Add queue/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions of gpu' })).toBeTruthy();
  });

  it('a read-only shared member (usr-sub) sees no change at all', async () => {
    renderList(readOnly(EHPC_CLUSTER), SUB_USER);
    await screen.findByText('gpu');
    expect(screen.queryByRole('button', { name: /Add queue/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions of/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('on an HPC cluster the owner binds, renames and unbinds private queues; shared queues offer nothing', async () => {
    renderList(HPC_CLUSTER);
    await screen.findByText('mine');
    expect(screen.getByRole('button', { name: /Bind private queue/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions of shared56' })).toBeNull();
    await chooseMenuItem(screen.getByRole('button', { name: 'Actions of mine' }), 'Unbind');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('mine')).toBeTruthy();
  });

  it('a sub-user renames the private queues of its own HPC cluster but binds none (a purchase), and a read-only member sees nothing', async () => {
    renderList(HPC_CLUSTER, SUB_USER);
    await screen.findByText('mine');
    expect(screen.queryByRole('button', { name: /Bind private queue/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions of mine' })).toBeTruthy();
  });

  it('a read-only member of an HPC cluster sees no change', async () => {
    renderList(readOnly(HPC_CLUSTER), SUB_USER);
    await screen.findByText('mine');
    expect(screen.queryByRole('button', { name: /Bind private queue/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions of/ })).toBeNull();
  });
});
