import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlurmCluster } from '@/api/generated/model/slurmCluster';
import type { UserSession } from '@/api/generated/model/userSession';
import { callsTo, mockGatewayCalls, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession } from '@/shared/testing/session-render';
import { SlurmClustersScreen } from './slurm-clusters-screen';

setUpScreenTests({
  locale: 'en',
  spyOnToasts: true,
  preload: () => Promise.all([import('./slurm-cluster-form-dialog'), import('./remove-slurm-cluster-dialog')]),
});

const NOW = Date.parse('2026-11-20T08:30:05Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const ADMIN: UserSession = { ...OWNER, user_id: 'usr-admin', owner: 'usr-admin', role: 'zone_admin' };
const LAB: SlurmCluster = {
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'lab_slurm',
  owner: 'usr-owner',
  owner_name: 'Lab Owner',
  zone: 'pek3',
  status: 'active',
  rest_url: 'http://10.0.0.5:6820',
  api_version: 'v0.0.40',
  login_endpoint: 'login01.example.org:22',
  shared_path: '/shared',
  jwt_key_path: '/etc/slurm/jwt_hs256.key',
  accounts: [
    { user_id: 'usr-owner', account: 'hpc_owner' },
    { user_id: 'usr-sub', account: 'hpc_sub' },
  ],
  munge_key_path: '/etc/munge/munge.key',
  controller: '10.0.0.5:6817',
  takes_machines: true,
  machine_count: 2,
  health: { last_sync_time: '2026-11-20T08:30:00Z', answer_ms: 4, node_count: 3, partition_count: 1 },
};
const BROKEN: SlurmCluster = {
  ...LAB,
  cluster_id: 'ehpc-b7n3c5d2',
  cluster_name: 'old_slurm',
  owner_name: undefined,
  owner: 'usr-other',
  takes_machines: false,
  machine_count: 0,
  health: { last_sync_time: '2026-11-20T07:00:00Z', last_error: 'slurmrestd did not answer at http://10.0.0.9:6820' },
};
const CHECK = { api_version: 'v0.0.40', answer_ms: 6, partition_count: 2, node_count: 5 };

function mockClusters(answers: Record<string, GatewayAnswer> = {}) {
  return mockGatewayCalls({
    'slurm/cluster/list': () => ({ total_count: 2, slurm_cluster_set: [LAB, BROKEN] }),
    ...answers,
  });
}

const renderScreen = () =>
  renderWithSession(
    <Routes>
      <Route path="/:zone/hpc/slurm_clusters" element={<SlurmClustersScreen />} />
    </Routes>,
    { path: '/pek3/hpc/slurm_clusters', route: '/*', user: ADMIN },
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const fieldOf = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement;

describe('the Slurm clusters screen', () => {
  it("lists the clusters with their owner's name and health: recent and answering, or failing with the error", async () => {
    mockClusters();
    renderScreen();
    const lab = await rowOf('lab_slurm');
    expect(within(lab).getByText('Lab Owner')).toBeTruthy();
    expect(within(lab).getByText('http://10.0.0.5:6820')).toBeTruthy();
    expect(within(lab).getByText('Healthy').getAttribute('data-health')).toBe('healthy');
    expect(within(lab).getByText('answered in 4 ms · 3 nodes · 1 partition')).toBeTruthy();
    expect(within(lab).getByText('last sync 5 s ago')).toBeTruthy();
    expect(within(lab).getByText('Yes')).toBeTruthy();
    const old = await rowOf('old_slurm');
    // No owner name: the id, as the contract gives it.
    expect(within(old).getByText('usr-other')).toBeTruthy();
    expect(within(old).getByText('Sync failing')).toBeTruthy();
    expect(within(old).getByText('slurmrestd did not answer at http://10.0.0.9:6820')).toBeTruthy();
    expect(within(old).getByText('No')).toBeTruthy();
  });

  it('says what registering does when none is registered, with a Register button', async () => {
    mockGatewayCalls({ 'slurm/cluster/list': () => ({ total_count: 0, slurm_cluster_set: [] }) });
    renderScreen();
    expect(await screen.findByText(/No Slurm cluster is registered yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Register a Slurm cluster' }));
    expect(await screen.findByRole('dialog', { name: 'Register a Slurm cluster' })).toBeTruthy();
  });

  it("shows a refusal under the field it names and keeps the form filled; the owner's row follows the owner", async () => {
    const message = 'slurmrestd did not answer at http://10.0.0.9:6820 (connection refused)';
    const calls = mockClusters({
      'slurm/cluster/register': () => {
        const refused = refusal(409, 1100, message);
        Object.assign(refused.body, { validation: [{ location: ['body', 'rest_url'], message, code: 'unreachable' }] });
        return refused;
      },
    });
    renderScreen();
    await rowOf('lab_slurm');
    await userEvent.click(screen.getByRole('button', { name: 'Register cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a Slurm cluster' });
    await userEvent.type(fieldOf(dialog, /^Cluster name/), 'new_slurm');
    await userEvent.type(fieldOf(dialog, /^Owner/), 'usr-owner');
    expect(fieldOf(dialog, /^Console user/).value).toBe('usr-owner');
    await userEvent.type(fieldOf(dialog, /^Cluster account/), 'hpc_owner');
    await userEvent.type(fieldOf(dialog, /^slurmrestd address/), 'http://10.0.0.9:6820');
    await userEvent.type(fieldOf(dialog, /^Login node/), 'login01');
    await userEvent.type(fieldOf(dialog, /^Shared storage/), '/shared');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check and register' }));
    await waitFor(() => expect(callsTo(calls, 'slurm/cluster/register')).toHaveLength(1));
    expect(callsTo(calls, 'slurm/cluster/register')[0]!.body).toMatchObject({
      cluster_name: 'new_slurm',
      cluster_owner: 'usr-owner',
      rest_url: 'http://10.0.0.9:6820',
      accounts: [{ user_id: 'usr-owner', account: 'hpc_owner' }],
    });
    const field = (await within(dialog).findByText(message)).closest('[data-field]') as HTMLElement;
    expect(field.getAttribute('data-field')).toBe('root_rest_url');
    expect(fieldOf(dialog, /^slurmrestd address/).value).toBe('http://10.0.0.9:6820');
    expect(fieldOf(dialog, /^Cluster name/).value).toBe('new_slurm');
    expect(toastsShown()).not.toContainEqual(expect.objectContaining({ type: 'error' }));
    expect(screen.getByRole('dialog', { name: 'Register a Slurm cluster' })).toBeTruthy();
  });

  it('registers: the dialog closes, the list is read again and a toast says what the check found', async () => {
    const calls = mockClusters({ 'slurm/cluster/register': () => ({ cluster_id: 'ehpc-n3w4c5l6', check: CHECK }) });
    renderScreen();
    await rowOf('lab_slurm');
    await userEvent.click(screen.getByRole('button', { name: 'Register cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a Slurm cluster' });
    await userEvent.type(fieldOf(dialog, /^Cluster name/), 'new_slurm');
    await userEvent.type(fieldOf(dialog, /^Owner/), 'usr-owner');
    await userEvent.type(fieldOf(dialog, /^Cluster account/), 'hpc_owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a user' }));
    const users = within(dialog).getAllByRole('textbox', { name: /^Console user/ });
    expect(users).toHaveLength(2);
    await userEvent.type(users[1]!, 'usr-sub');
    await userEvent.type(within(dialog).getAllByRole('textbox', { name: /^Cluster account/ })[1]!, 'hpc_sub');
    await userEvent.type(fieldOf(dialog, /^slurmrestd address/), 'unix:/run/slurmrestd.sock');
    await userEvent.type(fieldOf(dialog, /^Login node/), 'login01:22');
    await userEvent.type(fieldOf(dialog, /^Shared storage/), '/shared');
    const listed = callsTo(calls, 'slurm/cluster/list').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check and register' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register a Slurm cluster' })).toBeNull());
    expect(callsTo(calls, 'slurm/cluster/register')[0]!.body).toMatchObject({
      accounts: [
        { user_id: 'usr-owner', account: 'hpc_owner' },
        { user_id: 'usr-sub', account: 'hpc_sub' },
      ],
    });
    expect(callsTo(calls, 'slurm/cluster/list').length).toBeGreaterThan(listed);
    expect(toastsShown()).toContainEqual(
      expect.objectContaining({
        type: 'success',
        title: 'new_slurm registered',
        description: 'slurmrestd v0.0.40 answered in 6 ms: 2 partitions, 5 nodes.',
      }),
    );
  });

  it('changes a cluster from its row, prefilled', async () => {
    const calls = mockClusters({ 'slurm/cluster/modify': () => ({ cluster_id: LAB.cluster_id, check: CHECK }) });
    renderScreen();
    await userEvent.click(within(await rowOf('lab_slurm')).getByRole('button', { name: 'Edit lab_slurm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change lab_slurm' });
    expect(fieldOf(dialog, /^JWT key file/).value).toBe('/etc/slurm/jwt_hs256.key');
    expect(
      within(dialog)
        .getAllByRole('textbox', { name: /^Cluster account/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['hpc_owner', 'hpc_sub']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check and save' }));
    await waitFor(() => expect(callsTo(calls, 'slurm/cluster/modify')).toHaveLength(1));
    expect(callsTo(calls, 'slurm/cluster/modify')[0]!.body).toMatchObject({
      cluster_id: LAB.cluster_id,
      controller: '10.0.0.5:6817',
      accounts: LAB.accounts,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change lab_slurm' })).toBeNull());
  });

  it('removes only once confirmed, saying the history is kept; a cluster with machines is refused in a toast', async () => {
    const calls = mockClusters({
      'slurm/cluster/remove': () => refusal(409, 2400, 'lab_slurm still has 2 machines: return them to the pool first'),
    });
    renderScreen();
    await userEvent.click(within(await rowOf('lab_slurm')).getByRole('button', { name: 'Remove lab_slurm' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove lab_slurm?' });
    expect(dialog.textContent).toContain("Its jobs' history is kept");
    expect(dialog.textContent).toContain('Slurm itself is not touched');
    expect(callsTo(calls, 'slurm/cluster/remove')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'error', description: 'lab_slurm still has 2 machines: return them to the pool first' }),
      ),
    );
    expect(callsTo(calls, 'slurm/cluster/remove')[0]!.body).toMatchObject({ cluster_id: LAB.cluster_id });
  });
});
