/**
 * The file manager of a mount point. The path bar (breadcrumbs, a typed path that the URL keeps),
 * sorting, the hidden-file toggle, choosing several objects (shift-click range), deleting them after a confirmation
 * naming them, and the gateway's "Cannot delete the root folder" shown in that confirmation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NasObject } from '@/api/generated/model/nasObject';
import { chooseMenuItem } from '@/shared/testing/menu';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { FileManager } from './file-manager';
import { callsOf, mockFileGateway, refusal } from './test-gateway';

setUpScreenTests({ locale: 'en', spyOnToasts: true, preload: () => import('./delete-dialog') });

const NAS = 'nas-3f9a2b1c';
const file = (name: string, size = 10): NasObject => ({
  object_name: `wrf_case01/${name}`,
  is_dir: false,
  prefix: 'wrf_case01/',
  size,
  last_modified: '2026-11-19T14:02:11Z',
  etag: `etag-${name}`,
  content_type: 'text/plain',
});
const OBJECTS: NasObject[] = [
  { object_name: 'wrf_case01/output/', is_dir: true, prefix: 'wrf_case01/', size: 0, last_modified: '2026-11-20T08:30:00Z' },
  file('namelist.input'),
  file('namelist.wps'),
  file('run_wrf.slurm'),
];

/** The export page's part that matters here: the folder from the URL, as NasExportView reads it. */
function AtUrl() {
  const [search] = useSearchParams();
  const prefix = search.get('prefix') ?? '';
  return <FileManager key={prefix} item={{ nas_id: NAS, fs_id: 'fs-pek3main1' }} name="wrf_share" prefix={prefix} />;
}

function renderManager(answers: Parameters<typeof mockFileGateway>[0] = {}) {
  const calls = mockFileGateway({
    get_objects: (url) => ({ nas_id: NAS, prefix: url.searchParams.get('prefix'), total_count: OBJECTS.length, object_set: OBJECTS }),
    ...answers,
  });
  renderWithSession(<AtUrl />, { path: `/pek3/hpc/nas/${NAS}?fs=fs-pek3main1&prefix=wrf_case01%2F`, route: '/:zone/hpc/nas/:id' });
  return calls;
}

const lastListing = (calls: ReturnType<typeof renderManager>) => callsOf(calls, 'get_objects').at(-1)!.url.searchParams;

describe('the file manager', () => {
  it('shows the path as breadcrumbs and opens a typed path, refusing one with ..', async () => {
    const user = userEvent.setup();
    const calls = renderManager();
    const crumbs = await screen.findByRole('navigation', { name: 'Folder' });
    expect(within(crumbs).getByRole('link', { name: 'wrf_share' }).getAttribute('href')).toBe(`/pek3/hpc/nas/${NAS}?fs=fs-pek3main1`);
    expect(within(crumbs).getByText('wrf_case01').getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Go to path' }));
    const path = screen.getByRole('textbox', { name: 'Path' });
    expect((path as HTMLInputElement).value).toBe('/wrf_case01/');
    await user.clear(path);
    await user.type(path, '/wrf_case01/../bob{Enter}');
    expect(await screen.findByText('A path may not have a . or .. folder')).toBeTruthy();
    await user.clear(path);
    await user.type(path, '/scripts/2026 runs{Enter}');
    await waitFor(() => expect(lastListing(calls).get('prefix')).toBe('scripts/2026 runs/'));
    expect(
      within(await screen.findByRole('navigation', { name: 'Folder' }))
        .getByText('2026 runs')
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('sorts by size and shows hidden files only when asked', async () => {
    const user = userEvent.setup();
    const calls = renderManager();
    await screen.findByText('namelist.wps');
    expect(lastListing(calls).get('hidden')).toBe('false');
    expect(lastListing(calls).get('sort_key')).toBe('object_name');
    await user.click(screen.getByRole('button', { name: /^Size/ }));
    await waitFor(() => expect(lastListing(calls).get('sort_key')).toBe('size'));
    await user.click(screen.getByRole('checkbox', { name: 'Show hidden files' }));
    await waitFor(() => expect(lastListing(calls).get('hidden')).toBe('true'));
  });

  it('chooses a range with shift-click and deletes it after a confirmation naming each', async () => {
    const user = userEvent.setup();
    const calls = renderManager({ delete_objects: () => ({ deleted_count: 3 }) });
    await user.click(await screen.findByRole('checkbox', { name: 'Choose output' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Choose namelist.wps' }));
    await user.keyboard('{/Shift}');
    const bar = screen.getByRole('toolbar', { name: 'Chosen files' });
    expect(within(bar).getByText('3 chosen')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Choose run_wrf.slurm' }) as HTMLInputElement).checked).toBe(false);

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 items?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['output/', 'namelist.input', 'namelist.wps']);
    expect(within(dialog).getByText('These are deleted for good, folders with everything in them:')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsOf(calls, 'delete_objects')).toHaveLength(1));
    expect(callsOf(calls, 'delete_objects')[0].body).toMatchObject({
      nas_id: NAS,
      object_names: ['wrf_case01/output/', 'wrf_case01/namelist.input', 'wrf_case01/namelist.wps'],
    });
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Chosen files' })).toBeNull());
  });

  it('says the gateway’s "Cannot delete the root folder" in the confirmation, which stays open', async () => {
    const user = userEvent.setup();
    renderManager({ delete_objects: () => refusal(409, 2100, 'Cannot delete the root folder') });
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of output' }), 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete output?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Cannot delete the root folder')).toBeTruthy();
  });
});
