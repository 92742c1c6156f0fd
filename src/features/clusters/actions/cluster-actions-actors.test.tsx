/**
 * ADR 0013: the cluster actions offer each actor only what the gateway lets it do. An IAM user
 * acting for its owner neither administers nor owns the owner's clusters; a read-write share still lets it
 * administer; the owner has every action.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { cluster, mockGatewayCalls, OWNER, renderWithSession } from '../test-harness';
import { ClusterActions } from './cluster-actions';
import { openMenu } from '@/shared/testing/menu';

setUpScreenTests({ locale: 'en' });

const ROUTE = '/:zone/hpc/hpc_clusters/*';
const ALICE = { ...OWNER, user_id: 'iam-alice', iamuser_name: 'alice' };

function renderFor(user: typeof OWNER, subject: Cluster) {
  mockGatewayCalls({ 'cluster/list': () => ({ total_count: 1, cluster_set: [subject] }) });
  return renderWithSession(<ClusterActions cluster={subject} variant="bar" />, { user, path: '/pek3/hpc/hpc_clusters', route: ROUTE });
}

async function offered(): Promise<string[]> {
  const buttons = screen.queryAllByRole('button').map((b) => b.textContent ?? '');
  const more = screen.queryByRole('button', { name: /more actions/i });
  if (!more) return buttons;
  return [...buttons.filter((b) => !/more actions/i.test(b)), ...(await openMenu(more)).map((item) => item.textContent ?? '')];
}

describe('cluster actions per actor', () => {
  it('offers an IAM user acting for its owner no stop, resize, share or delete of the owner’s cluster', async () => {
    renderFor(ALICE, cluster({ project_info: { shared_status: 'shared', shared_role: 'shared_owner' } }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the owner the same cluster’s actions', async () => {
    renderFor(OWNER, cluster({ project_info: { shared_status: 'shared', shared_role: 'shared_owner' } }));
    expect(await offered()).toEqual(expect.arrayContaining(['Stop', 'Resize', 'Stop sharing', 'Delete']));
  });

  it('offers an IAM user shared read-write the administration, never the sharing or the deletion', async () => {
    renderFor(ALICE, cluster({ project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readwrite' } }));
    expect(await offered()).toEqual(['Stop', 'Upgrade', 'Resize', 'Modify']);
  });
});
