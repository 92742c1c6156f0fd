/**
 * The file manager's dialogs: a new folder's name checked with the contract's 4-50 characters
 * and no space at either end before anything is sent; a taken name on a rename said by the field (replace a file
 * once ticked, otherwise another name; never "keep both"); the editor saving with the version it opened and
 * saying a newer change refused it, in English and in Chinese.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NasObject } from '@/api/generated/model/nasObject';
import { activateLocale } from '@/shared/i18n/locale';
import { chooseMenuItem } from '@/shared/testing/menu';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { FileManager } from './file-manager';
import { callsOf, mockFileGateway, refusal } from './test-gateway';

setUpScreenTests({
  locale: 'en',
  spyOnToasts: true,
  preload: () => Promise.all([import('./create-folder-dialog'), import('./rename-dialog'), import('./editor-dialog')]),
});

const NAS = 'nas-3f9a2b1c';
const OBJECTS: NasObject[] = [
  { object_name: 'wrf_case01/output/', is_dir: true, prefix: 'wrf_case01/', size: 0, last_modified: '2026-11-20T08:30:00Z' },
  {
    object_name: 'wrf_case01/namelist.input',
    is_dir: false,
    prefix: 'wrf_case01/',
    size: 20,
    last_modified: '2026-11-19T14:02:11Z',
    etag: '9b2cf535f27731c974343645a3985328',
    content_type: 'text/plain',
  },
];

function renderManager(answers: Parameters<typeof mockFileGateway>[0] = {}) {
  const calls = mockFileGateway(
    { get_objects: () => ({ nas_id: NAS, prefix: 'wrf_case01/', total_count: OBJECTS.length, object_set: OBJECTS }), ...answers },
    { 'wrf_case01/namelist.input': '&time_control\n run_days = 1,\n/\n' },
  );
  renderWithSession(<FileManager item={{ nas_id: NAS, fs_id: 'fs-pek3main1' }} name="wrf_share" prefix="wrf_case01/" />, {
    path: `/pek3/hpc/nas/${NAS}?prefix=wrf_case01%2F`,
    route: '/:zone/hpc/nas/:id',
  });
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

describe('a taken name on a rename (not a move: no "keep both")', () => {
  /** Refuses the plain rename as a duplicate; answers `replaced` to a replace (a folder there refuses it too). */
  const taken =
    (replaced: 'replaced' | 'folder there' = 'replaced') =>
    (_url: URL, body: Record<string, unknown> | undefined) =>
      body?.on_duplicate === 'replace' && replaced === 'replaced'
        ? { object_name: String(body.target) }
        : refusal(409, 2400, 'Duplicate file name');

  async function renameTo(object: string, field: RegExp, to: string) {
    const user = userEvent.setup();
    await chooseMenuItem(await screen.findByRole('button', { name: `Actions of ${object}` }), 'Rename');
    const dialog = await screen.findByRole('dialog', { name: `Rename ${object}` });
    const name = within(dialog).getByRole('textbox', { name: field });
    await user.clear(name);
    await user.type(name, to);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    return { user, dialog, name };
  }

  it('says by the field that a file name is taken, and replaces it only once the user ticks it', async () => {
    const calls = renderManager({ move_object: taken() });
    const { user, dialog } = await renameTo('namelist.input', /File name/, 'namelist.wps');
    expect(
      await within(dialog).findByText('The name namelist.wps is already taken in this folder: choose another name, or replace that file'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Duplicate file name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep both' })).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Rename' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Replace the existing file namelist.wps: its content is lost' }));
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(callsOf(calls, 'move_object')).toHaveLength(2));
    expect(callsOf(calls, 'move_object').map((call) => call.body?.on_duplicate)).toEqual([undefined, 'replace']);
    expect(callsOf(calls, 'move_object')[1].body).toMatchObject({ source: 'wrf_case01/namelist.input', target: 'wrf_case01/namelist.wps' });
  });

  it('says a folder of that name cannot be replaced by a file, and offers nothing but another name', async () => {
    const calls = renderManager({ move_object: taken('folder there') });
    const { user, dialog } = await renameTo('namelist.input', /File name/, 'output');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Replace the existing file output: its content is lost' }));
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(
      await within(dialog).findByText(
        'A folder named output is already in this folder and cannot be replaced by a file: choose another name',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(callsOf(calls, 'move_object')).toHaveLength(2);
  });

  it('says a folder name is taken and offers only another name; another name is sent as typed', async () => {
    const calls = renderManager({
      move_object: (_url, body) =>
        body?.target === 'wrf_case01/results/' ? refusal(409, 2400, 'Duplicate file name') : { object_name: String(body?.target) },
    });
    const { user, dialog, name } = await renameTo('output', /Folder name/, 'results');
    expect(await within(dialog).findByText('The name results is already taken in this folder: choose another name')).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep both' })).toBeNull();
    await user.type(name, '_2026');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(callsOf(calls, 'move_object')).toHaveLength(2));
    expect(callsOf(calls, 'move_object').map((call) => [call.body?.target, call.body?.on_duplicate])).toEqual([
      ['wrf_case01/results/', undefined],
      ['wrf_case01/results_2026/', undefined],
    ]);
  });
});

describe('a folder name with a space at either end', () => {
  it.each([' run_2026', 'run_2026 '])(
    'refuses "%s" by the field with the contract\'s rule, sending nothing (new folder and rename)',
    async (typed) => {
      const user = userEvent.setup();
      const calls = renderManager();
      await user.click(await screen.findByRole('button', { name: 'New folder' }));
      const dialog = await screen.findByRole('dialog', { name: 'New folder' });
      await user.type(within(dialog).getByRole('textbox', { name: /Folder name/ }), typed);
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByText('May not contain /, nor start or end with a space')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of output' }), 'Rename');
      const rename = await screen.findByRole('dialog', { name: 'Rename output' });
      const name = within(rename).getByRole('textbox', { name: /Folder name/ });
      await user.clear(name);
      await user.type(name, typed);
      await user.click(within(rename).getByRole('button', { name: 'Rename' }));
      expect(await within(rename).findByText('May not contain /, nor start or end with a space')).toBeTruthy();
      expect(callsOf(calls, 'create_directory')).toHaveLength(0);
      expect(callsOf(calls, 'move_object')).toHaveLength(0);
    },
  );
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
    expect(callsOf(calls, 'put_object')[0].body).toMatchObject({
      nas_id: NAS,
      prefix: 'wrf_case01/',
      overwrite: 'true',
      if_match: '9b2cf535f27731c974343645a3985328',
      file: 'file:namelist.input',
    });
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
