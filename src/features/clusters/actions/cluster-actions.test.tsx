import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import { chooseMenuItem, openMenu } from '@/shared/testing/menu';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { callsTo, cluster, mockGatewayCalls, operationAnswer, refusal, renderWithSession, type Answer } from '../test-harness';
import { ClusterActions } from './cluster-actions';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

const ROUTE = '/:zone/hpc/hpc_clusters/*';
const accepted = (jobId: string) => () => ({ job_id: jobId });

function renderActions(subject: Cluster, answers: Record<string, Answer> = {}) {
  const calls = mockGatewayCalls({
    operation: operationAnswer('successful'),
    'cluster/list': () => ({ total_count: 1, cluster_set: [subject] }),
    ...answers,
  });
  renderWithSession(<ClusterActions cluster={subject} variant="bar" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
  return calls;
}

const choose = (label: string) => chooseMenuItem(screen.getByRole('button', { name: /more actions/i }), label);
const dialog = () => screen.findByRole('dialog');

describe('cluster lifecycle actions', () => {
  it('stops an active cluster after a confirmation, follows the job and refreshes the list', async () => {
    const calls = renderActions(cluster(), { 'cluster/stopCluster': accepted('j-st0pc001') });
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stop cluster weather_A?')).toBeTruthy();
    expect(screen.getByText('Running jobs are stopped with the cluster.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stop cluster' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Cluster weather_A is stopped' })),
    );
    const [stop] = callsTo(calls, 'cluster/stopCluster');
    expect(stop.method).toBe('POST');
    expect(stop.body).toMatchObject({ cluster_ids: ['ehpc-k8x2m4q1'], action: 'cluster/stopCluster' });
    expect(callsTo(calls, 'operation')[0].url.searchParams.get('search_word')).toBe('j-st0pc001');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts a stopped cluster', async () => {
    const calls = renderActions(cluster({ status: 'stopped' }), { 'cluster/startCluster': accepted('j-st4rtc01') });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start cluster' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Cluster weather_A is started' })));
    expect(callsTo(calls, 'cluster/startCluster')[0].body).toMatchObject({ cluster_ids: ['ehpc-k8x2m4q1'] });
  });

  it('resumes a suspended cluster, showing what it owes, and says "Lack of balance" when the gateway refuses', async () => {
    const calls = renderActions(cluster({ status: 'suspended' }), {
      GetArrearsInfos: () => ({
        total_count: 1,
        total_sum: 126.3375,
        currency: 'cny',
        arrears_info_set: [{ resource_id: 'ehpc-k8x2m4q1', amount: 126.3375, currency: 'cny', since: '2026-11-18T22:00:00Z' }],
      }),
      GetBalance: () => ({ balance: { total_sum: -100, available: -100, frozen: 0, currency: 'cny' } }),
      'cluster/resumeCluster': () => refusal(409, 2500, 'Lack of balance'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('126.3375 CNY')).toBeTruthy();
    expect(screen.getByText('-100.0000 CNY')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume cluster' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'error', title: 'Resuming cluster weather_A failed', description: 'Lack of balance' }),
      ),
    );
    expect(callsTo(calls, 'cluster/resumeCluster')).toHaveLength(1);
    expect(callsTo(calls, 'operation')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes a cluster only once its name is typed', async () => {
    const calls = renderActions(cluster(), { 'cluster/deleteCluster': accepted('j-d3l3t3c1') });
    await choose('Delete');
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(screen.getByText('This cannot be undone.')).toBeTruthy();
    expect(remove.hasAttribute('disabled')).toBe(true);
    const field = screen.getByRole('textbox', { name: /Type weather_A to confirm/ });
    await userEvent.type(field, 'weather_');
    expect(remove.hasAttribute('disabled')).toBe(true);
    await userEvent.type(field, 'A');
    expect(remove.hasAttribute('disabled')).toBe(false);
    await userEvent.click(remove);
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Cluster weather_A is deleted' })));
    expect(callsTo(calls, 'cluster/deleteCluster')[0].body).toMatchObject({
      cluster_ids: ['ehpc-k8x2m4q1'],
      run_user: 'usr-owner',
      deregister: false,
    });
  });

  it('warns that the members of a shared cluster lose it, and only for a shared one', async () => {
    const shared = cluster({ project_info: { shared_status: 'shared', shared_role: 'shared_owner', project_id: 'prj-k3m9x2q7' } });
    const warning = 'Cluster weather_A is shared: every account it is shared with loses it and its jobs.';
    const view = renderWithSession(<ClusterActions cluster={shared} variant="bar" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    await choose('Delete');
    expect(await screen.findByText(warning)).toBeTruthy();
    view.unmount();
    renderActions(cluster({ project_info: { shared_status: 'unshared' } }));
    await choose('Delete');
    await screen.findByRole('textbox', { name: /Type weather_A to confirm/ });
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('deregisters a suspended cluster whose resources are released', async () => {
    const calls = renderActions(cluster({ status: 'suspended' }), { 'cluster/deleteCluster': accepted('j-d3r3g001') });
    await choose('Deregister');
    await userEvent.type(await screen.findByRole('textbox', { name: /Type weather_A to confirm/ }), 'weather_A');
    await userEvent.click(screen.getByRole('button', { name: 'Deregister' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Cluster weather_A is deregistered' })));
    expect(callsTo(calls, 'cluster/deleteCluster')[0].body).toMatchObject({ deregister: true });
  });

  it('offers nothing to a read-only shared member, and no delete or sharing to a read-write one', async () => {
    const readonly = cluster({ project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readonly' } });
    const view = renderWithSession(<ClusterActions cluster={readonly} variant="bar" />, { path: '/pek3/hpc/hpc_clusters', route: ROUTE });
    expect(screen.queryByRole('button')).toBeNull();
    view.unmount();
    renderActions(cluster({ project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readwrite' } }));
    const items = (await openMenu(screen.getByRole('button', { name: /more actions/i }))).map((item) => item.textContent);
    expect(items).toEqual(['Upgrade', 'Resize', 'Modify']);
  });
});

describe('upgrade', () => {
  it('says the conditions are not met for an active EHPC cluster and offers to stop it first', async () => {
    const calls = renderActions(cluster(), { 'cluster/stopCluster': accepted('j-st0pc002') });
    await choose('Upgrade');
    await dialog();
    expect(screen.getByText('The upgrade conditions are not met')).toBeTruthy();
    expect(screen.getByText('Stop the cluster first, then try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Stop cluster' }));
    await waitFor(() => expect(callsTo(calls, 'cluster/stopCluster')).toHaveLength(1));
    expect(callsTo(calls, 'cluster/upgradeCluster')).toHaveLength(0);
  });

  it('upgrades a stopped EHPC cluster in about one minute and reports a rolled-back failure', async () => {
    const calls = renderActions(cluster({ status: 'stopped' }), {
      'cluster/upgradeCluster': accepted('j-upgr4d31'),
      operation: operationAnswer('failed', 'Upgrade failed and rolled back'),
    });
    await choose('Upgrade');
    expect(await screen.findByText('Upgrade cluster weather_A from version 2.4.1 to version 2.5.0, the newest?')).toBeTruthy();
    expect(
      screen.getByText('The upgrade takes about one minute. If it fails, the cluster rolls back to its previous version.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'error', title: 'Upgrade failed and rolled back' })),
    );
    expect(toastsShown()).toContainEqual(
      expect.objectContaining({ type: 'info', title: 'Upgrading cluster weather_A: this takes about one minute.' }),
    );
    expect(callsTo(calls, 'cluster/upgradeCluster')[0].body).toMatchObject({ cluster_id: 'ehpc-k8x2m4q1' });
  });

  it('is not offered on a cluster already at the newest version', async () => {
    const newest = cluster({ status: 'stopped', version: '2.5.0', upgrade_version: undefined });
    renderActions(newest);
    const items = (await openMenu(screen.getByRole('button', { name: /more actions/i }))).map((item) => item.textContent);
    expect(items).toContain('Resize');
    expect(items).not.toContain('Upgrade');
  });

  it('shows the gateway refusal when the conditions are not met after all', async () => {
    renderActions(cluster({ cluster_type: 'hpc', cluster_id: 'hpc-a1b2c3d4' }), {
      'cluster/upgradeCluster': () => refusal(409, 2100, 'The upgrade conditions are not met'),
    });
    await choose('Upgrade');
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ title: 'Cannot upgrade cluster weather_A', description: 'The upgrade conditions are not met' }),
      ),
    );
  });
});

describe('modify', () => {
  it('requires a name and sends the new name and description', async () => {
    const calls = renderActions(cluster({ description: 'WRF' }), { 'cluster/modifyCluster': accepted('j-m0d1fy01') });
    await choose('Modify');
    const name = await screen.findByRole('textbox', { name: /Cluster name/ });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('textbox', { name: 'Description' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    await userEvent.type(name, 'weather_B');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), ' 4.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Cluster weather_A is modified' })));
    expect(callsTo(calls, 'cluster/modifyCluster')[0].body).toMatchObject({
      cluster_id: 'ehpc-k8x2m4q1',
      cluster_name: 'weather_B',
      description: 'WRF 4.5',
    });
  });
});
