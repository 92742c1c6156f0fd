import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Node } from '@/api/generated/model/node';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { i18n } from '@/shared/i18n/locale';
import { renderWithSession } from '@/shared/testing/session-render';
import { nodeColumns } from './node-columns';

setUpScreenTests({ locale: 'en' });

const node = (overrides: Partial<Node>): Node => ({
  node_id: 'cln-a1b2c3d4',
  name: 'compute-01',
  cluster_id: 'ehpc-k8x2m4q1',
  role: 'compute',
  status: 'active',
  create_time: '2026-10-02T03:15:00Z',
  ...overrides,
});

function renderName(row: Node) {
  const name = nodeColumns(i18n).find((column) => column.id === 'name')!;
  renderWithSession(<>{name.cell(row, 0)}</>, { path: '/pek3/hpc/nodes', route: '/:zone/hpc/nodes' });
}

describe('node list: a node’s charts', () => {
  it('links a node’s name to its charts in the cluster monitor', async () => {
    renderName(node({}));
    const link = await screen.findByRole('link', { name: 'compute-01' });
    expect(link.getAttribute('href')).toBe('/pek3/hpc/cluster_monitors?cluster=ehpc-k8x2m4q1&node=cln-a1b2c3d4');
  });

  it('does not link a deleted node, which has no charts any more', async () => {
    renderName(node({ status: 'deleted' }));
    expect(await screen.findByText('compute-01')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
