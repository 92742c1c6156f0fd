/**
 * The file manager end to end (issue 15 §2 and §4), in Chromium on a gateway of this file's own: as usr-owner a
 * folder is created, two files chosen (shift-click) and moved into it with the folder picker, one renamed, the other
 * edited and saved, the folder downloaded as one ZIP whose entries are checked, then deleted after the confirmation
 * naming it; the URL keeps the folder across a reload. iam-alice sees only her folder and is refused another's.
 * Screenshots: en light, en dark, zh light.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser } from './lib/browser';
import { labelled, rowsOf, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });
const NAS = SEED.nas.wrf;
/** The seeded name of that mount point (server/seed/storage.ts), the path bar's root. */
const MOUNT = '气象模拟_共享盘';
const at = (prefix = '') => `/pek3/hpc/nas/${NAS}${prefix ? `?prefix=${encodeURIComponent(prefix)}` : ''}`;

/** The names of a ZIP archive's entries, from its central directory. */
function zipNames(zip: Buffer): string[] {
  const names: string[] = [];
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let offset = zip.indexOf(signature); offset >= 0; offset = zip.indexOf(signature, offset + 46)) {
    names.push(zip.subarray(offset + 46, offset + 46 + zip.readUInt16LE(offset + 28)).toString('utf8'));
  }
  return names.sort();
}

describe('the file manager', () => {
  it('creates a folder, moves, renames, edits, downloads as ZIP and deletes as usr-owner', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    const p = page.page;
    const files = () => p.getByRole('table', { name: 'Files', exact: true });
    await page.goto(at());
    await page.settle();

    await p.getByRole('button', { name: 'New folder' }).click();
    const create = p.getByRole('dialog', { name: 'New folder' });
    await create.getByLabel(labelled('Folder name')).fill('e2e');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.getByText('At least 4 characters').waitFor();
    await create.getByLabel(labelled('Folder name')).fill('e2e_case');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.waitFor({ state: 'detached' });
    await files().getByRole('link', { name: 'e2e_case' }).waitFor();

    // A typed path; the URL keeps it, so a reload lands in the same folder.
    await p.getByRole('button', { name: 'Go to path' }).click();
    await p.getByRole('textbox', { name: 'Path' }).fill('/wrf_case01');
    await p.getByRole('textbox', { name: 'Path' }).press('Enter');
    await expect.poll(() => p.url()).toContain('prefix=wrf_case01%2F');
    await p.reload();
    await files().getByRole('button', { name: 'namelist.wps', exact: true }).waitFor();

    await p.getByRole('checkbox', { name: 'Choose namelist.input' }).click();
    await p.getByRole('checkbox', { name: 'Choose namelist.wps' }).click({ modifiers: ['Shift'] });
    const chosen = p.getByRole('toolbar', { name: 'Chosen files' });
    await chosen.getByText('2 chosen').waitFor();
    await page.screenshot('files-chosen-en-light');
    await chosen.getByRole('button', { name: 'Move to…' }).click();
    const move = p.getByRole('dialog', { name: 'Move 2 items' });
    await move.getByRole('button', { name: 'Up one folder' }).click();
    await move.getByRole('button', { name: 'e2e_case' }).click();
    await expect.poll(() => move.getByTestId('move-destination').textContent()).toBe('/e2e_case/');
    await move.getByRole('button', { name: 'Move here' }).click();
    await move.waitFor({ state: 'detached' });
    await expect.poll(() => files().getByRole('button', { name: 'namelist.wps', exact: true }).count()).toBe(0);

    await p.getByRole('navigation', { name: 'Folder' }).getByRole('link', { name: MOUNT }).click();
    await files().getByRole('link', { name: 'e2e_case' }).click();
    await files().getByRole('button', { name: 'namelist.wps', exact: true }).waitFor();
    await p.getByRole('button', { name: 'Actions of namelist.wps' }).click();
    await p.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = p.getByRole('dialog', { name: 'Rename namelist.wps' });
    await rename.getByLabel(labelled('File name')).fill('namelist_e2e.wps');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await rename.waitFor({ state: 'detached' });
    await files().getByRole('button', { name: 'namelist_e2e.wps', exact: true }).waitFor();

    await files().getByRole('button', { name: 'namelist.input', exact: true }).click();
    const editor = p.getByRole('dialog', { name: 'Edit namelist.input' });
    const text = editor.getByRole('textbox', { name: 'Content of namelist.input' });
    await expect.poll(() => text.inputValue()).toContain('&time_control');
    await text.press('Control+End');
    await text.pressSequentially('\n! e2e edit\n');
    await page.screenshot('files-editor-en-light');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    const owner = await gateway.client('usr-owner');
    const listed = await owner.get<{ object_set: { object_name: string; size: number }[] }>('/nas/get_objects', { nas_id: NAS, prefix: 'e2e_case/' });
    expect(listed.object_set.map((object) => object.object_name)).toEqual(['e2e_case/namelist.input', 'e2e_case/namelist_e2e.wps']);

    await p.getByRole('navigation', { name: 'Folder' }).getByRole('link', { name: MOUNT }).click();
    await p.getByRole('button', { name: 'Actions of e2e_case' }).click();
    const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('menuitem', { name: 'Download as ZIP' }).click()]);
    expect(download.suggestedFilename()).toBe('e2e_case.zip');
    const zip = readFileSync(await download.path());
    expect(zipNames(zip)).toEqual(['e2e_case/namelist.input', 'e2e_case/namelist_e2e.wps']);
    expect(zip.includes(Buffer.from('! e2e edit'))).toBe(true);

    await p.getByRole('button', { name: 'Actions of e2e_case' }).click();
    await p.getByRole('menuitem', { name: 'Delete' }).click();
    const remove = p.getByRole('alertdialog', { name: 'Delete e2e_case?' });
    await remove.getByText('e2e_case/').waitFor();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await remove.waitFor({ state: 'detached' });
    await expect.poll(() => rowsOf(p, 'Files', 'e2e_case').count()).toBe(0);

    const dark = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await dark.goto(at('wrf_case01/'));
    await dark.settle();
    await dark.page.getByRole('table', { name: 'Files', exact: true }).getByRole('link', { name: 'output' }).waitFor();
    await dark.screenshot('files-en-dark');
  });

  it('keeps iam-alice in her folder', async () => {
    const page = await browser.current.as('iam-alice', { allow: [{ status: 403, path: /\/nas\/get_objects$/, why: 'another user’s folder, refused and said' }] });
    const p = page.page;
    await page.goto(at());
    await page.settle();
    const files = p.getByRole('table', { name: zh('Files'), exact: true });
    await files.getByRole('link', { name: 'alice' }).waitFor();
    expect(await files.getByRole('link').allTextContents()).toEqual(['alice']);
    await page.screenshot('files-iam-zh-light');
    await page.goto(at('bob/'));
    await files.getByText(/IAM/).waitFor();
    expect(await files.getByRole('link').count()).toBe(0);
  });
});
