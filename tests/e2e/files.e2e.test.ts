/**
 * The file manager end to end, in Chromium on a gateway of this file's own: as usr-owner a
 * folder is created, two files chosen (shift-click) and moved into it with the folder picker, one renamed, the other
 * edited and saved, the folder downloaded as one ZIP whose entries are checked, then deleted after the confirmation
 * naming it; the URL keeps the folder across a reload. A rename onto a taken name is said by the field (replace once
 * ticked, or another name) and a folder name with a space at either end is refused by the field (en dark, zh light).
 * iam-alice sees only her folder and is refused another's; usr-sub, a read-write member, sees only its grants and
 * the way to its own folder, and a read-only grant opens read-only saying why (ADR 0041). Screenshots: en light,
 * en dark, zh light.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { upload } from '../../server/domains/storage/test-support';
import { shareCluster } from '../../server/testing/shares';
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
    const listed = await owner.get<{ object_set: { object_name: string; size: number }[] }>('/nas/get_objects', {
      nas_id: NAS,
      prefix: 'e2e_case/',
    });
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

  it('says a taken name by the field on a rename (replace or another name, no "keep both") and refuses a folder name with a space at either end', async () => {
    const owner = await gateway.client('usr-owner');
    for (const [locale, colorScheme] of [
      ['en', 'dark'],
      ['zh', 'light'],
    ] as const) {
      const T = (message: string, values: Record<string, string | number> = {}) =>
        locale === 'zh' ? zh(message, values) : message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
      const folder = `e2e_names_${locale}/`;
      await owner.post('/nas/create_directory', { nas_id: NAS, prefix: '', dir_name: folder.slice(0, -1) });
      for (const [name, content] of [
        ['namelist.input', 'new input'],
        ['namelist.wps', 'old wps'],
      ]) {
        expect((await upload(owner.client, { nas_id: NAS, prefix: folder }, { name, content })).status).toBe(200);
      }
      const page = await browser.current.as('usr-owner', {
        locale,
        colorScheme,
        allow: [{ status: 409, path: /\/nas\/move_object$/, why: 'the taken name, said by the field' }],
      });
      const p = page.page;
      await page.goto(at(folder));
      await page.settle();
      const files = p.getByRole('table', { name: T('Files'), exact: true });
      await files.getByRole('button', { name: 'namelist.wps', exact: true }).waitFor();

      // New folder: a leading space is refused by the field, before anything is sent.
      await p.getByRole('button', { name: T('New folder') }).click();
      const create = p.getByRole('dialog', { name: T('New folder') });
      await create.getByLabel(labelled(T('Folder name'))).fill(' run_2026');
      await create.getByRole('button', { name: T('Create') }).click();
      await create.getByText(T('May not contain /, nor start or end with a space')).waitFor();
      await page.screenshot(`files-folder-name-space-${locale}-${colorScheme}`);
      await create.getByRole('button', { name: T('Cancel') }).click();
      await create.waitFor({ state: 'detached' });

      // Rename onto a taken name: said by the field; replacing needs the tick, and is then the red button.
      await p.getByRole('button', { name: T('Actions of {name}', { name: 'namelist.input' }) }).click();
      await p.getByRole('menuitem', { name: T('Rename') }).click();
      const rename = p.getByRole('dialog', { name: T('Rename {old}', { old: 'namelist.input' }) });
      await rename.getByLabel(labelled(T('File name'))).fill('namelist.wps');
      await rename.getByRole('button', { name: T('Rename') }).click();
      await rename
        .getByText(
          T('The name {name} is already taken in this folder: choose another name, or replace that file', { name: 'namelist.wps' }),
        )
        .waitFor();
      expect(await p.getByRole('button', { name: T('Keep both') }).count()).toBe(0);
      await page.screenshot(`files-rename-taken-${locale}-${colorScheme}`);
      // The visible box covers the input (Chakra's checkbox): checked where a user clicks.
      await rename
        .getByRole('checkbox', { name: T('Replace the existing file {name}: its content is lost', { name: 'namelist.wps' }) })
        .check({ force: true });
      await rename.getByRole('button', { name: T('Replace') }).click();
      await rename.waitFor({ state: 'detached' });
      await expect.poll(() => files.getByRole('button', { name: 'namelist.input', exact: true }).count()).toBe(0);
      const listed = await owner.get<{ object_set: { object_name: string; size: number }[] }>('/nas/get_objects', {
        nas_id: NAS,
        prefix: folder,
      });
      expect(listed.object_set.map((o) => [o.object_name, o.size])).toEqual([[`${folder}namelist.wps`, 'new input'.length]]);
    }
  });

  it('keeps iam-alice in her folder', async () => {
    const page = await browser.current.as('iam-alice', {
      allow: [{ status: 403, path: /\/nas\/get_objects$/, why: 'another user’s folder, refused and said' }],
    });
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

  it('offers a read-write member changes only in its own folder and its read-write grants', async () => {
    // usr-sub made a read-write shared member of the cluster holding the mount point, granted datasets read-only and
    // projects read-write in the owner's quota modal (ADR 0041).
    const { db } = gateway;
    await db.query(
      "INSERT INTO iam_users (iam_user_id, owner, iamuser_name, user_id) VALUES ('iamu-usrsub01', 'usr-owner', 'usr-sub', 'usr-sub')",
    );
    await db.query(
      "INSERT INTO shared_users (shared_user_id, owner, iam_user_id, username, permission, status, uid) VALUES ('shu-usrsub01', 'usr-owner', 'iamu-usrsub01', 'sub_m', 'readwrite', 'active', 20050)",
    );
    await db.query("INSERT INTO shared_user_clusters (shared_user_id, cluster_id, has_limit) VALUES ('shu-usrsub01', $1, false)", [
      SEED.clusters.ehpcActive,
    ]);
    await shareCluster(db, SEED.clusters.ehpcActive, 'usr-sub', 'readwrite');
    const owner = await gateway.client('usr-owner');
    // A sub-account uses the console's HPC pages once its main account has opened its HPC service.
    await owner.post('/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: 'usr-sub' });
    for (const dir of ['datasets', 'projects'])
      await owner.post('/nas/create_directory', { nas_id: NAS, prefix: 'share/wrf/', dir_name: dir });
    expect(
      (await upload(owner.client, { nas_id: NAS, prefix: 'share/wrf/datasets/' }, { name: 'era5.txt', content: 'era5 2m temperature\n' }))
        .status,
    ).toBe(200);
    await owner.post('/portal-hpc/shared/user/addResourceLimit', {
      cluster_id: SEED.clusters.ehpcActive,
      shared_user_id: 'shu-usrsub01',
      allocated_core_hours: 2000,
      file_system_quota_gb: 50,
      file_system_acl: [
        { sub_path: '/share/wrf/datasets', facl: 'r' },
        { sub_path: '/share/wrf/projects', facl: 'rw' },
      ],
    });
    for (const [locale, colorScheme] of [
      ['en', 'light'],
      ['en', 'dark'],
      ['zh', 'light'],
    ] as const) {
      const page = await browser.current.as('usr-sub', { locale, colorScheme });
      const p = page.page;
      const t = (en: string) => (locale === 'zh' ? zh(en) : en);
      const files = p.getByRole('table', { name: t('Files'), exact: true });
      await page.goto(at('share/wrf/'));
      await page.settle();
      await page.screenshot(`files-member-share-${locale}-${colorScheme}`);
      await files.getByRole('link', { name: 'projects' }).waitFor();
      // Only what it may open: its grants and the way to its own folder.
      expect(await files.getByRole('link').allTextContents()).toEqual(['datasets', 'jobs', 'projects']);
      await page.goto(at('share/wrf/projects/'));
      await p.getByRole('button', { name: t('New folder') }).waitFor();
      await page.goto(at('share/wrf/datasets/'));
      await files.getByRole('button', { name: 'era5.txt', exact: true }).waitFor();
      expect(await p.getByRole('button', { name: t('New folder') }).count()).toBe(0);
      await files.getByRole('button', { name: 'era5.txt', exact: true }).click();
      const dialog = p.getByRole('dialog', { name: 'era5.txt' });
      await dialog.getByText(locale === 'zh' ? /授予您读写权限的目录/ : /folders granted to you read-write/).waitFor();
      // The dialog has finished opening (its fade-in) before it is pictured.
      await p.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      );
      await page.screenshot(`files-member-grant-${locale}-${colorScheme}`);
    }
  });
});
