import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserSession } from '@/api/generated/model/userSession';
import { mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { ExportTable } from '../export-table';
import { BOUND_EXPORT, FREE_EXPORT, FS } from './storage-fixtures';
import { menuLabels } from '@/shared/testing/menu';

setUpScreenTests({ locale: 'en' });

const IAM: UserSession = { ...OWNER, user_id: 'iam-alice', iamuser_name: 'alice' };

function renderAs(user: UserSession, clusters: object[] = []) {
  mockGatewayCalls({
    [`file-systems/${FS.fs_id}`]: () => ({ fs_id: FS.fs_id, total_count: 2, export_set: [FREE_EXPORT, BOUND_EXPORT] }),
    'cluster/list': () => ({ total_count: clusters.length, cluster_set: clusters }),
  });
  renderWithSession(<ExportTable fsId={FS.fs_id} fsName={FS.name} />, { user, path: '/pek3/hpc/nas', route: '/:zone/hpc/nas' });
}

async function menuOf(name: string): Promise<string[]> {
  return menuLabels(await screen.findByRole('button', { name: `Actions of ${name}` }));
}

describe('who is offered which mount point change (ADR 0027)', () => {
  it('offers the owner every change', async () => {
    renderAs(OWNER);
    expect(await menuOf(FREE_EXPORT.name)).toEqual(['Modify', 'Change quota', 'Rename', 'Restart', 'Delete']);
  });

  it('offers an IAM user no deletion, which the gateway refuses it', async () => {
    renderAs(IAM);
    expect(await menuOf(FREE_EXPORT.name)).toEqual(['Modify', 'Change quota', 'Rename', 'Restart']);
  });

  it('offers a sub-user only the mount point one of its own clusters holds, without deletion', async () => {
    renderAs(SUB_USER, [
      {
        cluster_id: 'ehpc-k8x2m4q1',
        cluster_name: '气象模拟_A',
        cluster_type: 'ehpc',
        status: 'active',
        create_time: '2026-10-02T03:15:00Z',
      },
    ]);
    const table = await screen.findByRole('table', { name: `Mount points of ${FS.name}` });
    await within(table).findByText(FREE_EXPORT.name);
    expect(await menuOf(BOUND_EXPORT.name)).toEqual(['Modify', 'Change quota', 'Rename', 'Restart']);
    expect(within(table).queryByRole('button', { name: `Actions of ${FREE_EXPORT.name}` })).toBeNull();
  });

  it('offers a sub-user nothing on a mount point of a cluster shared with it', async () => {
    renderAs(SUB_USER, [
      {
        cluster_id: 'ehpc-k8x2m4q1',
        cluster_name: '气象模拟_A',
        cluster_type: 'ehpc',
        status: 'active',
        create_time: '2026-10-02T03:15:00Z',
        project_info: { shared_role: 'shared_member', permission: 'readwrite' },
      },
    ]);
    const table = await screen.findByRole('table', { name: `Mount points of ${FS.name}` });
    await within(table).findByText(BOUND_EXPORT.name);
    expect(within(table).queryByRole('button', { name: /^Actions of / })).toBeNull();
  });
});
