import { useLingui } from '@lingui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClusterUser } from '@/api/generated/model/clusterUser';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { clusterUserColumns } from './cluster-user-columns';

setUpScreenTests({ locale: 'en' });

const GIB = 1073741824;
const user = (account: string, percent: number): ClusterUser => ({
  account,
  uid: 10002,
  gid: 10000,
  cluster_id: 'ehpc-k8x2m4q1',
  allocated_core_hours: 1000,
  used_core_hours: percent * 10,
  remaining_core_hours: 1000 - percent * 10,
  storage_quota: 100 * GIB,
  storage_used: 10 * GIB,
  queues: [],
  folders: [],
  status: 'active',
  create_time: '2026-11-01T00:00:00Z',
});

function CoreHourCell({ row }: { row: ClusterUser }) {
  const { i18n } = useLingui();
  const column = clusterUserColumns(i18n).find((c) => c.id === 'core_hours');
  return <div data-testid={row.account}>{column?.cell(row, 0)}</div>;
}

describe("the owner's view of a cluster user's quota", () => {
  it.each([
    { percent: 80, level: undefined },
    { percent: 81, level: 'yellow' },
    { percent: 90, level: 'yellow' },
    { percent: 91, level: 'red' },
  ])('at $percent % of the core-hours used the row warns: $level', async ({ percent, level }) => {
    renderWithSession(<CoreHourCell row={user('wrf_user', percent)} />, { path: '/pek3/hpc/users', route: '/*' });
    const cell = await screen.findByTestId('wrf_user');
    const badge = cell.querySelector<HTMLElement>('[data-level]');
    expect(badge?.dataset.level).toBe(level);
    if (level) expect(badge?.textContent).toBe(`${percent} % used`);
  });
});
