import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { callsTo, cluster, mockGatewayCalls, operationAnswer, renderWithSession } from '../test-harness';
import { ModifyClusterDialog } from './modify-cluster-dialog';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

function renderDialog() {
  const calls = mockGatewayCalls({ operation: operationAnswer('successful'), 'cluster/modifyCluster': () => ({ job_id: 'j-m0d1fy01' }) });
  renderWithSession(<ModifyClusterDialog cluster={cluster()} open onClose={() => undefined} />, {
    path: '/pek3/hpc/hpc_clusters',
    route: '/:zone/hpc/hpc_clusters/*',
  });
  return calls;
}

describe('modify cluster: the name checked with the contract’s rules before sending', () => {
  it('shows what a name may hold beside the field and sends nothing', async () => {
    const calls = renderDialog();
    const name = await screen.findByRole('textbox', { name: /Cluster name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'weather B!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('May contain only letters, digits and underscores')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(21));
    expect(await screen.findByText('At most 20 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(callsTo(calls, 'cluster/modifyCluster')).toEqual([]);
  });

  it('sends a valid name', async () => {
    const calls = renderDialog();
    const name = await screen.findByRole('textbox', { name: /Cluster name/ });
    await userEvent.clear(name);
    await userEvent.type(name, '气象_B');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'cluster/modifyCluster')[0]?.body).toMatchObject({ cluster_name: '气象_B' }));
    expect(screen.queryByText('May contain only letters, digits and underscores')).toBeNull();
  });
});
