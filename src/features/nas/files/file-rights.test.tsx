/**
 * The file manager offers changes only to who may make them (as the gateway's loadExport 'change' and the
 * IAM prefix rule decide). The owner changes; a read-only shared member sees the table, downloads and views but no
 * change control, and the editor opens read-only saying why (English and Chinese); a sub-user on its own cluster
 * changes; an IAM user changes in its own folder, only browses above it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NasObject } from '@/api/generated/model/nasObject';
import type { UserSession } from '@/api/generated/model/userSession';
import { activateLocale } from '@/shared/i18n/locale';
import { menuLabels } from '@/shared/testing/menu';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { FileManager } from './file-manager';
import { mockFileGateway } from './test-gateway';

setUpScreenTests({ locale: 'en', preload: () => import('./editor-dialog') });

const NAS = 'nas-3f9a2b1c';
const CLUSTER = 'ehpc-k8x2m4q1';
const IAM: UserSession = { ...OWNER, user_id: 'iam-alice', iamuser_name: 'alice' };
const cluster = (projectInfo?: object) => ({
  cluster_id: CLUSTER,
  cluster_name: '气象模拟_A',
  cluster_type: 'ehpc',
  status: 'active',
  create_time: '2026-10-02T03:15:00Z',
  ...(projectInfo ? { project_info: projectInfo } : {}),
});
const READ_ONLY = { shared_role: 'shared_member', permission: 'readonly' };
const READ_WRITE = { shared_role: 'shared_member', permission: 'readwrite' };

function renderAs(user: UserSession, prefix: string, clusters: object[] = [], writable?: boolean) {
  const objects: NasObject[] = [
    { object_name: `${prefix}output/`, is_dir: true, prefix, size: 0, last_modified: '2026-11-20T08:30:00Z' },
    {
      object_name: `${prefix}namelist.input`,
      is_dir: false,
      prefix,
      size: 20,
      last_modified: '2026-11-19T14:02:11Z',
      etag: 'etag-namelist',
      content_type: 'text/plain',
    },
  ];
  mockFileGateway(
    {
      get_objects: () => ({
        nas_id: NAS,
        prefix,
        ...(writable === undefined ? {} : { writable }),
        total_count: objects.length,
        object_set: objects,
      }),
      'cluster/list': () => ({ total_count: clusters.length, cluster_set: clusters }),
    },
    { [`${prefix}namelist.input`]: '&time_control\n run_days = 1,\n/\n' },
  );
  renderWithSession(
    <FileManager
      item={{ nas_id: NAS, fs_id: 'fs-pek3main1' }}
      name="wrf_share"
      prefix={prefix}
      clusterIds={[CLUSTER]}
      upload={<button type="button">Upload</button>}
    />,
    {
      user,
      path: `/pek3/hpc/nas/${NAS}`,
      route: '/:zone/hpc/nas/:id',
    },
  );
}

async function menuOf(name: string): Promise<string[]> {
  return menuLabels(await screen.findByRole('button', { name: `Actions of ${name}` }));
}

async function chosenToolbar(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Choose namelist.input' }));
  const bar = await screen.findByRole('toolbar', { name: 'Chosen files' });
  return within(bar)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

async function expectChanges() {
  expect(await menuOf('namelist.input')).toEqual(['Edit', 'Download', 'Rename', 'Move to…', 'Delete']);
  expect(screen.getByRole('button', { name: 'New folder' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  expect(await chosenToolbar()).toEqual(['Download', 'Move to…', 'Delete', 'Clear the choice']);
}

async function expectNoChanges() {
  expect(await menuOf('namelist.input')).toEqual(['View', 'Download']);
  expect(await menuOf('output')).toEqual(['Download as ZIP']);
  expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  expect(screen.getByRole('navigation', { name: 'Folder' })).toBeTruthy();
  expect(await chosenToolbar()).toEqual(['Download', 'Clear the choice']);
}

/** Opens the file and answers the dialog, read-only: the text shown, no Save, the note. */
async function openReadOnly(title: string, save: string, note: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'namelist.input' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  const text = (await within(dialog).findByRole('textbox')) as HTMLTextAreaElement;
  await waitFor(() => expect(text.value).toContain('run_days = 1'));
  expect(text.readOnly).toBe(true);
  expect(within(dialog).queryByRole('button', { name: save })).toBeNull();
  expect(within(dialog).getByText(note)).toBeTruthy();
}

describe('who is offered file changes', () => {
  it('offers the owner every change, and an editor that saves', async () => {
    renderAs(OWNER, 'wrf_case01/');
    await expectChanges();
    await userEvent.click(screen.getByRole('button', { name: 'namelist.input' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit namelist.input' });
    expect(((await within(dialog).findByRole('textbox')) as HTMLTextAreaElement).readOnly).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('offers a read-only shared member no change control; the editor opens read-only saying why', async () => {
    renderAs(SUB_USER, 'wrf_case01/', [cluster(READ_ONLY)]);
    await expectNoChanges();
    await openReadOnly(
      'namelist.input',
      'Save',
      'You are a read-only member of the clusters using this mount point: you can view and download its files but not change them.',
    );
  });

  it('says why in Chinese too', async () => {
    await activateLocale('zh');
    try {
      renderAs(SUB_USER, 'wrf_case01/', [cluster(READ_ONLY)]);
      await openReadOnly('namelist.input', '保存', '您是使用此挂载点的集群的只读成员：可以查看和下载其中的文件，但不能修改。');
    } finally {
      await activateLocale('en');
    }
  });

  it('offers a sub-user the changes on a mount point its own cluster uses', async () => {
    renderAs(SUB_USER, 'wrf_case01/', [cluster()]);
    await expectChanges();
  });

  it('offers an IAM user the changes in its own folder, none above it', async () => {
    renderAs(IAM, 'alice/results/');
    await expectChanges();
  });

  it('shows an IAM user the root read-only, saying why', async () => {
    renderAs(IAM, '');
    await expectNoChanges();
    await openReadOnly(
      'namelist.input',
      'Save',
      'As an IAM user you change files only in your own folder: here you can view and download them.',
    );
  });

  it('follows the gateway’s answer for a read-write member: its granted folder offers every change', async () => {
    renderAs(SUB_USER, 'share/wrf/projects/', [cluster(READ_WRITE)], true);
    await expectChanges();
  });

  it('shows a read-write member a folder outside its own and granted ones read-only', async () => {
    renderAs(SUB_USER, 'bob/', [cluster(READ_WRITE)], false);
    await expectNoChanges();
    await openReadOnly(
      'namelist.input',
      'Save',
      'As a shared member you change files only in your own folder and the folders granted to you read-write: here you can view and download them.',
    );
  });
});
