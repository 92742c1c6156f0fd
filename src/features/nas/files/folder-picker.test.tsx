/**
 * The move dialog's folder picker past the gateway's page of 100 objects: a folder with 120 subfolders offers
 * "More folders" and then lists all 120; a page that already reaches the files offers nothing more; a subfolder opened
 * starts again at its first page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { NasObject } from '@/api/generated/model/nasObject';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { FolderPicker } from './folder-picker';
import { callsOf, mockFileGateway } from './test-gateway';

setUpScreenTests({ locale: 'en' });

const NAS = 'nas-3f9a2b1c';
const dir = (prefix: string, name: string): NasObject => ({
  object_name: `${prefix}${name}/`,
  is_dir: true,
  prefix,
  size: 0,
  last_modified: '2026-11-20T08:30:00Z',
});
const file = (prefix: string, name: string): NasObject => ({
  object_name: `${prefix}${name}`,
  is_dir: false,
  prefix,
  size: 10,
  last_modified: '2026-11-20T08:30:00Z',
});

/** A folder's objects as the gateway lists them: folders first, then files, by name. */
function listing(prefix: string, folders: number, files: number): NasObject[] {
  const pad = (n: number) => String(n).padStart(3, '0');
  return [
    ...Array.from({ length: folders }, (_, i) => dir(prefix, `run_${pad(i)}`)),
    ...Array.from({ length: files }, (_, i) => file(prefix, `out_${pad(i)}.log`)),
  ];
}

function renderPicker(tree: Record<string, NasObject[]>) {
  const calls = mockFileGateway({
    get_objects: (url) => {
      const prefix = url.searchParams.get('prefix') ?? '';
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const all = tree[prefix] ?? [];
      return { nas_id: NAS, prefix, total_count: all.length, object_set: all.slice(offset, offset + limit) };
    },
  });
  function Picker() {
    const [folder, setFolder] = useState('case/');
    return <FolderPicker key={folder} nasId={NAS} folder={folder} onOpen={setFolder} />;
  }
  renderWithSession(<Picker />, { path: `/pek3/hpc/nas/${NAS}`, route: '/:zone/hpc/nas/:id' });
  return calls;
}

const folderButtons = () => within(screen.getByRole('list', { name: 'Folders' })).getAllByRole('button');

describe('the folder picker', () => {
  it('reads the next page while the last one is all folders, until every folder is listed', async () => {
    const user = userEvent.setup();
    const calls = renderPicker({ 'case/': listing('case/', 120, 30), 'case/run_119/': listing('case/run_119/', 2, 0) });
    await screen.findByRole('button', { name: 'run_099' });
    expect(folderButtons()).toHaveLength(100);
    expect(screen.queryByRole('button', { name: 'run_100' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More folders' }));
    await screen.findByRole('button', { name: 'run_119' });
    expect(folderButtons()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'More folders' })).toBeNull();
    expect(callsOf(calls, 'get_objects').map((call) => call.url.searchParams.get('offset'))).toEqual(['0', '100']);

    // The 120th folder can be opened; its own listing starts at its first page.
    await user.click(screen.getByRole('button', { name: 'run_119' }));
    await waitFor(() => expect(screen.getByTestId('move-destination').textContent).toContain('run_119'));
    await screen.findByRole('button', { name: 'run_001' });
    expect(folderButtons()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Up one folder' })).toBeTruthy();
  });

  it('offers no more when the page already reaches the files', async () => {
    renderPicker({ 'case/': listing('case/', 60, 90) });
    await screen.findByRole('button', { name: 'run_059' });
    expect(folderButtons()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'More folders' })).toBeNull();
  });

  it('offers no more when exactly 100 folders are all there is', async () => {
    renderPicker({ 'case/': listing('case/', 100, 0) });
    await screen.findByRole('button', { name: 'run_099' });
    expect(screen.queryByRole('button', { name: 'More folders' })).toBeNull();
  });
});
