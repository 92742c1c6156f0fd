/**
 * Issue 15 section 2, the file manager's dialogs: a new folder's name checked with the contract's 4-50 characters
 * before anything is sent; "Duplicate file name" answered by the user (keep both sends on_duplicate, skip sends
 * nothing more); the editor saving with the version it opened and saying a newer change refused it, in English and
 * in Chinese.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NasObject } from '../../../api/generated/model/nasObject';
import { activateLocale } from '../../../shared/i18n/locale';
import { chooseMenuItem } from '../../../shared/testing/menu';
import { setUpScreenTests } from '../../../shared/testing/screen-tests';
import { renderWithSession } from '../../../shared/testing/session-render';
import { FileManager } from './file-manager';
import { callsOf, mockFileGateway, refusal } from './test-gateway';

setUpScreenTests({ locale: 'en', spyOnToasts: true, preload: () => Promise.all([import('./create-folder-dialog'), import('./rename-dialog'), import('./editor-dialog')]) });

const NAS = 'nas-3f9a2b1c';
const OBJECTS: NasObject[] = [
  { object_name: 'wrf_case01/output/', is_dir: true, prefix: 'wrf_case01/', size: 0, last_modified: '2026-11-20T08:30:00Z' },
  { object_name: 'wrf_case01/namelist.input', is_dir: false, prefix: 'wrf_case01/', size: 20, last_modified: '2026-11-19T14:02:11Z', etag: '9b2cf535f27731c974343645a3985328', content_type: 'text/plain' },
];

function renderManager(answers: Parameters<typeof mockFileGateway>[0] = {}) {
  const calls = mockFileGateway(
    { get_objects: () => ({ nas_id: NAS, prefix: 'wrf_case01/', total_count: OBJECTS.length, object_set: OBJECTS }), ...answers },
    { 'wrf_case01/namelist.input': '&time_control\n run_days = 1,\n/\n' },
  );
  renderWithSession(<FileManager item={{ nas_id: NAS, fs_id: 'fs-pek3main1' }} name="wrf_share" prefix="wrf_case01/" />, { path: `/pek3/hpc/nas/${NAS}?prefix=wrf_case01%2F`, route: '/:zone/hpc/nas/:id' });
  return calls;
}

describe('new folder', () => {
  it('checks the name with the contract (4-50 characters) and sends only a name within it', async () => {
    const user = userEvent.setup();
    const calls = renderManager({ create_directory: () => ({ object_name: 'wrf_case01/run_2026/' }) });
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const name = within(dialog).getByRole('textbox', { name: /Folder name/ });
    await user.type(name, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('At least 4 characters')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'x'.repeat(51));
    expect(await within(dialog).findByText('At most 50 characters')).toBeTruthy();
    expect(callsOf(calls, 'create_directory')).toHaveLength(0);
    await user.clear(name);
    await user.type(name, 'run_2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsOf(calls, 'create_directory')).toHaveLength(1));
    expect(callsOf(calls, 'create_directory')[0].body).toMatchObject({ nas_id: NAS, prefix: 'wrf_case01/', dir_name: 'run_2026' });
  });
});

describe('"Duplicate file name" on a rename', () => {
  const clashOnce = () => {
    let first = true;
    return (_url: URL, body: Record<string, unknown> | undefined) => {
      if (first && !body?.on_duplicate) {
        first = false;
        return refusal(409, 2400, 'Duplicate file name');
      }
      return { object_name: body?.on_duplicate === 'keep_both' ? 'wrf_case01/namelist (2).wps' : String(body?.target) };
    };
  };

  it('keeps both when the user says so: the move sent again with on_duplicate keep_both', async () => {
    const user = userEvent.setup();
    const calls = renderManager({ move_object: clashOnce() });
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of namelist.input' }), 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename namelist.input' });
    const name = within(dialog).getByRole('textbox', { name: /File name/ });
    await user.clear(name);
    await user.type(name, 'namelist.wps');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const question = await screen.findByRole('dialog', { name: 'Duplicate file name' });
    expect(within(question).getByText('A file named namelist.wps is already there. Replace it, keep both (the moved one gets a number) or skip it?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(callsOf(calls, 'move_object')).toHaveLength(2));
    expect(callsOf(calls, 'move_object').map((call) => call.body?.on_duplicate)).toEqual([undefined, 'keep_both']);
    expect(callsOf(calls, 'move_object')[1].body).toMatchObject({ source: 'wrf_case01/namelist.input', target: 'wrf_case01/namelist.wps' });
  });

  it('skips: the clash answered, nothing more sent', async () => {
    const user = userEvent.setup();
    const calls = renderManager({ move_object: clashOnce() });
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of output' }), 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename output' });
    const name = within(dialog).getByRole('textbox', { name: /Folder name/ });
    await user.clear(name);
    await user.type(name, 'results');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const question = await screen.findByRole('dialog', { name: 'Duplicate file name' });
    // A folder is never replaced.
    expect(within(question).queryByRole('button', { name: 'Replace' })).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Duplicate file name' })).toBeNull());
    expect(callsOf(calls, 'move_object')).toHaveLength(1);
  });
});

describe('the text editor', () => {
  async function editAndSave(calls: ReturnType<typeof renderManager>, title: string, saveLabel: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'namelist.input' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const text = await within(dialog).findByRole('textbox');
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toContain('run_days = 1'));
    await user.type(text, ' run_hours = 6,');
    await user.click(within(dialog).getByRole('button', { name: saveLabel }));
    await waitFor(() => expect(callsOf(calls, 'put_object')).toHaveLength(1));
    return dialog;
  }

  it('saves with the version it opened; a newer change by someone else is refused and said, the text kept', async () => {
    const conflict = 'The file was changed by someone else since you opened it; nothing was saved. Open it again to edit the newer version';
    const calls = renderManager({ put_object: () => refusal(409, 2100, conflict) });
    const dialog = await editAndSave(calls, 'Edit namelist.input', 'Save');
    expect(callsOf(calls, 'put_object')[0].body).toMatchObject({ nas_id: NAS, prefix: 'wrf_case01/', overwrite: 'true', if_match: '9b2cf535f27731c974343645a3985328', file: 'file:namelist.input' });
    expect(await within(dialog).findByText(conflict)).toBeTruthy();
    expect(within(dialog).getByText('Your text is still here: copy it before closing.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toContain('run_hours = 6');
  });

  it('says it in Chinese too', async () => {
    await activateLocale('zh');
    try {
      const conflict = '文件在您打开后已被他人修改，未保存。请重新打开文件后再编辑';
      const calls = renderManager({ put_object: () => refusal(409, 2100, conflict) });
      const dialog = await editAndSave(calls, '编辑 namelist.input', '保存');
      expect(await within(dialog).findByText(conflict)).toBeTruthy();
      expect(within(dialog).getByText('您的文本仍在此处：关闭前请先复制。')).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });
});
