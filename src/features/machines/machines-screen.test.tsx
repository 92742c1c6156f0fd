import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Machine } from '@/api/generated/model/machine';
import type { SlurmCluster } from '@/api/generated/model/slurmCluster';
import type { UserSession } from '@/api/generated/model/userSession';
import { callsTo, mockGatewayCalls, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession } from '@/shared/testing/session-render';
import { MachinesScreen } from './machines-screen';

setUpScreenTests({
  locale: 'en',
  spyOnToasts: true,
  preload: () =>
    Promise.all([
      import('./add-machine-dialog'),
      import('./add-to-cluster-dialog'),
      import('./release-machines-dialog'),
      import('./remove-machine-dialog'),
    ]),
});

const ADMIN: UserSession = { ...OWNER, user_id: 'usr-admin', owner: 'usr-admin', role: 'zone_admin' };
const FREE: Machine = {
  machine_id: 'mch-4k8m2q7w',
  name: 'node07',
  address: '10.0.0.17',
  port: 22,
  user: 'root',
  hostname: 'node07',
  cpus: 16,
  memory_mb: 65536,
  state: 'free',
  create_time: '2026-11-20T08:00:00Z',
};
const FREE_TOO: Machine = { ...FREE, machine_id: 'mch-5m9n3r8x', name: 'node08', hostname: 'node08', address: '10.0.0.18' };
const NODE: Machine = {
  ...FREE,
  machine_id: 'mch-6p2q4s9y',
  name: 'node09',
  hostname: 'node09.lab',
  address: '10.0.0.19',
  state: 'node',
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'lab_slurm',
  node_status: 'active',
  node_health: 'healthy',
  last_error: 'node09 was not reached when it last left a cluster',
};
const cluster = (id: string, name: string, takes: boolean): SlurmCluster => ({
  cluster_id: id,
  cluster_name: name,
  owner: 'usr-owner',
  owner_name: 'Lab Owner',
  zone: 'pek3',
  status: 'active',
  rest_url: 'http://10.0.0.5:6820',
  login_endpoint: 'login01:22',
  shared_path: '/shared',
  accounts: [{ user_id: 'usr-owner', account: 'hpc_owner' }],
  takes_machines: takes,
  machine_count: 0,
  health: {},
});
const LAB = cluster('ehpc-k8x2m4q1', 'lab_slurm', true);
const PLAIN = cluster('ehpc-p1a2i3n4', 'plain_slurm', false);

function mockMachines(answers: Record<string, GatewayAnswer> = {}) {
  return mockGatewayCalls({
    'machine/list': () => ({ total_count: 3, machine_set: [FREE, FREE_TOO, NODE] }),
    'slurm/cluster/list': () => ({ total_count: 2, slurm_cluster_set: [LAB, PLAIN] }),
    ...answers,
  });
}

const renderScreen = () =>
  renderWithSession(
    <Routes>
      <Route path="/:zone/hpc/machines" element={<MachinesScreen />} />
    </Routes>,
    { path: '/pek3/hpc/machines', route: '/*', user: ADMIN },
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const choose = async (name: string) => userEvent.click(within(await rowOf(name)).getByRole('checkbox'));

describe('the machines screen', () => {
  it('lists the machines with their address, size and state; a node names its cluster, status, health and last error', async () => {
    mockMachines();
    renderScreen();
    const free = await rowOf('node07');
    expect(within(free).getByText('10.0.0.17:22')).toBeTruthy();
    expect(within(free).getByText('64')).toBeTruthy();
    expect(within(free).getByText('Free')).toBeTruthy();
    expect(within(free).getByRole('button', { name: 'Remove node07' })).toBeTruthy();
    const node = await rowOf('node09');
    expect(within(node).getByText('Node of lab_slurm')).toBeTruthy();
    expect(within(node).getByText('Active')).toBeTruthy();
    expect(within(node).getByText('Healthy')).toBeTruthy();
    expect(within(node).getByText('node09 was not reached when it last left a cluster')).toBeTruthy();
    expect(within(node).queryByRole('button', { name: 'Remove node09' })).toBeNull();
  });

  it('adds free machines to a cluster that takes machines; one that does not is shown disabled, with why', async () => {
    const calls = mockMachines({ 'machine/join': () => ({ total_count: 2, machine_set: [] }) });
    renderScreen();
    await choose('node07');
    await choose('node08');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 machines to a cluster' });
    const plain = await within(dialog).findByRole('radio', { name: /plain_slurm/ });
    expect(plain).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(/needs its munge key and slurmctld's address/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Add as nodes' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByRole('radio', { name: /lab_slurm/ }));
    await userEvent.click(confirm);
    await waitFor(() => expect(callsTo(calls, 'machine/join')).toHaveLength(1));
    expect(callsTo(calls, 'machine/join')[0]!.body).toMatchObject({
      cluster_id: LAB.cluster_id,
      machine_ids: [FREE.machine_id, FREE_TOO.machine_id],
    });
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: '2 machines are now nodes of lab_slurm' })),
    );
  });

  it("says the gateway's refusal in the dialog, naming the machine, and keeps it open", async () => {
    const message = 'node08 (10.0.0.18) has no account hpc_owner: create it, or map the user to an account it has';
    mockMachines({
      'machine/join': () => {
        const refused = refusal(409, 1100, message);
        Object.assign(refused.body, { validation: [{ location: ['body', 'machine_ids'], message, code: 'no_account' }] });
        return refused;
      },
    });
    renderScreen();
    await choose('node08');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 1 machine to a cluster' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /lab_slurm/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add as nodes' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByText('The machines were not added; nothing was changed')).toBeTruthy();
  });

  it('returns nodes to the pool only once confirmed, warning that their jobs are cancelled', async () => {
    const calls = mockMachines({ 'machine/release': () => ({ total_count: 1, machine_set: [{ ...NODE, state: 'free' }] }) });
    renderScreen();
    const returnButton = await screen.findByRole('button', { name: 'Return to pool' });
    expect(returnButton).toHaveProperty('disabled', true);
    await choose('node07');
    await choose('node09');
    // A free machine among the chosen: neither action fits all of them.
    expect(returnButton).toHaveProperty('disabled', true);
    await choose('node07');
    await userEvent.click(returnButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Return 1 node to the pool?' });
    expect(dialog.textContent).toContain('Jobs running on these nodes are cancelled');
    expect(dialog.textContent).toContain('node09, a node of lab_slurm');
    expect(callsTo(calls, 'machine/release')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to pool' }));
    await waitFor(() => expect(callsTo(calls, 'machine/release')).toHaveLength(1));
    expect(callsTo(calls, 'machine/release')[0]!.body).toMatchObject({ machine_ids: [NODE.machine_id] });
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: '1 machine returned to the pool' })),
    );
  });

  it('adds a machine: a refusal shows under the field it names, the key kept', async () => {
    const message = 'node10 (10.0.0.20) refused the key for root';
    const calls = mockMachines({
      'machine/add': () => {
        const refused = refusal(409, 1100, message);
        Object.assign(refused.body, { validation: [{ location: ['body', 'private_key'], message, code: 'key_refused' }] });
        return refused;
      },
    });
    renderScreen();
    await rowOf('node07');
    await userEvent.click(screen.getByRole('button', { name: 'Add machine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a machine' });
    expect(dialog.textContent).toContain('never shown again');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'node10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Address/ }), '10.0.0.20');
    const key = `-----BEGIN OPENSSH PRIVATE KEY-----\n${'b3BlbnNzaC1rZXktdjEAAAAA'.repeat(4)}\n-----END OPENSSH PRIVATE KEY-----\n`;
    const keyBox = within(dialog).getByRole('textbox', { name: /^Private key/ }) as HTMLTextAreaElement;
    await userEvent.click(keyBox);
    await userEvent.paste(key);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect and add' }));
    const field = (await within(dialog).findByText(message)).closest('[data-field]') as HTMLElement;
    expect(field.getAttribute('data-field')).toBe('root_private_key');
    expect(keyBox.value).toBe(key);
    expect(callsTo(calls, 'machine/add')[0]!.body).toMatchObject({
      name: 'node10',
      address: '10.0.0.20',
      port: 22,
      user: 'root',
      private_key: key,
    });
  });
});
