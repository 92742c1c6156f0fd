import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseMenuItem } from '@/shared/testing/menu';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { callsTo, cluster, mockGatewayCalls, operationAnswer, renderWithSession } from '../test-harness';
import { ClusterActions } from './cluster-actions';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

beforeAll(() => import('./cluster-action-dialog'), 60_000);

describe('sharing with a sub-account whose HPC is not opened (ADR 0020)', () => {
  it('says so before sending and links to the control that opens it, that sub-account highlighted', async () => {
    const calls = mockGatewayCalls({
      operation: operationAnswer('successful'),
      'project/list': () => ({ total_count: 0, project_set: [] }),
      subuser: () => ({
        total_count: 1,
        sub_user_set: [
          { user_id: 'usr-sub', user_name: 'Sub User', email: 'sub@example.com', permission: { status: 'disable', password: null } },
        ],
      }),
      DescribeUsers: () => ({
        total_count: 1,
        user_set: [
          {
            user_id: 'usr-sub',
            user_name: 'Sub User',
            email: 'sub@example.com',
            status: 'active',
            user_type: 1,
            root_user_id: 'usr-owner',
          },
        ],
      }),
    });
    renderWithSession(<ClusterActions cluster={cluster()} variant="bar" />, {
      path: '/pek3/hpc/hpc_clusters',
      route: '/:zone/hpc/hpc_clusters/*',
    });
    await chooseMenuItem(screen.getByRole('button', { name: /more actions/i }), 'Share');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail or user ID' }), 'sub@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('HPC is not opened for this sub-account yet')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open HPC for it in User management' });
    expect(link.getAttribute('href')).toBe('/pek3/hpc/user_mgt/main/user_management?sub_user=usr-sub');
    expect(callsTo(calls, 'project/create')).toHaveLength(0);
    expect(callsTo(calls, 'project/addMember')).toHaveLength(0);
  });
});
