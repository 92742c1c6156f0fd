/**
 * Uploads end to end (ADR 0035), in Chromium on a gateway of this file's own. usr-owner (en, dark)
 * uploads three files (two through the signed URL, one in chunks) with their progress, and one over the size limit
 * is refused before anything is sent; a 50 MB upload interrupted by going offline resumes when the browser is back
 * online and lands with the same bytes (SHA-256 of the stored file). iam-alice (zh, light) uploads in her folder and
 * is offered no upload outside it. Screenshots: the upload panel with progress, en dark and zh light.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import type { ActorPage } from './lib/browser';
import { useBrowser } from './lib/browser';
import { zh } from './lib/console';
import { useOwnGateway, waitFor } from './lib/own-gateway';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });
const NAS = SEED.nas.wrf;
const at = (prefix = '') => `/pek3/hpc/nas/${NAS}${prefix ? `?prefix=${encodeURIComponent(prefix)}` : ''}`;
const MB = 1024 * 1024;

const dir = mkdtempSync(join(tmpdir(), 'hpc-e2e-uploads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** A file of random bytes on disk (the browser is given its path), and its SHA-256. */
function fileOf(name: string, size: number): { path: string; sha256: string } {
  const bytes = randomBytes(size);
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return { path, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The SHA-256 of a stored file, read back through the gateway (get_object streams it from the export). */
async function storedSha256(key: string): Promise<string> {
  const owner = await gateway.client('usr-owner');
  const response = await fetch(`${owner.client.api}/nas/get_object?${new URLSearchParams({ nas_id: NAS, object_name: key })}`, {
    headers: { cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(response.status).toBe(200);
  return createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex');
}

/** Stored chunks of the unfinished sessions (waiting only: the assertions read the console and the files). */
async function chunksStored(): Promise<number> {
  const rows = await gateway.db.query<{ received: number[] }>('SELECT received FROM storage_upload_sessions');
  return rows.reduce((sum, r) => sum + r.received.length, 0);
}

/** Network failures met while the browser is offline: expected here, not problems of the page. */
function forgetOfflineFailures(page: ActorPage): void {
  for (let i = page.problems.length - 1; i >= 0; i--)
    if (/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED/.test(page.problems[i].text)) page.problems.splice(i, 1);
}

/** The chunk requests held back and cut by the reload: expected here, not problems of the page. */
function forgetCutRequests(page: ActorPage): void {
  for (let i = page.problems.length - 1; i >= 0; i--) if (/ERR_ABORTED|ERR_FAILED/.test(page.problems[i].text)) page.problems.splice(i, 1);
}

describe('uploads', () => {
  it('uploads three files with progress, refuses one over the limit, and resumes a 50 MB upload after going offline', async () => {
    const owner = await gateway.client('usr-owner');
    await owner.post('/nas/create_directory', { nas_id: NAS, prefix: '', dir_name: 'e2e_uploads' });
    const page = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    const p = page.page;
    await page.goto(at('e2e_uploads/'));
    await page.settle();
    const panel = p.getByRole('region', { name: 'Uploads' });
    const item = (name: string) => panel.getByRole('listitem', { name });

    // Over the limit: said before anything is asked of the gateway.
    const big = join(dir, 'too_big.bin');
    writeFileSync(big, '');
    truncateSync(big, 209715201);
    await p.getByTestId('upload-files').setInputFiles(big);
    await panel.getByRole('alert').getByText('The upload exceeds the size limit of 209715200 bytes').waitFor();

    const three = [fileOf('namelist.input', 2000), fileOf('met_em.d01.nc', 3 * MB), fileOf('wrfinput_d01.nc', 12 * MB)];
    await p.getByTestId('upload-files').setInputFiles(three.map((f) => f.path));
    for (const name of ['namelist.input', 'met_em.d01.nc', 'wrfinput_d01.nc']) {
      await item(name).getByText('Uploaded').waitFor({ timeout: 60_000 });
      expect(await item(name).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    }
    await p.getByRole('table', { name: 'Files', exact: true }).getByRole('button', { name: 'wrfinput_d01.nc', exact: true }).waitFor();
    expect(await storedSha256('e2e_uploads/wrfinput_d01.nc')).toBe(three[2].sha256);
    expect(await storedSha256('e2e_uploads/met_em.d01.nc')).toBe(three[1].sha256);

    // 50 MB in chunks, offline once a chunk is stored, back online: it completes with the same bytes.
    const large = fileOf('wrfout_d01_2026-11-19.nc', 50 * MB);
    await p.getByTestId('upload-files').setInputFiles(large.path);
    await waitFor('a stored chunk', async () => ((await chunksStored()) > 0 ? true : undefined), 120_000, 20);
    await p.context().setOffline(true);
    await item('wrfout_d01_2026-11-19.nc').getByText('Connection lost, retrying').waitFor({ timeout: 60_000 });
    const sent = Number(await item('wrfout_d01_2026-11-19.nc').getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(sent).toBeLessThan(100);
    await page.screenshot('uploads-panel-offline-en-dark');
    await p.context().setOffline(false);
    await item('wrfout_d01_2026-11-19.nc').getByText('Uploaded').waitFor({ timeout: 120_000 });
    forgetOfflineFailures(page);
    expect(await storedSha256('e2e_uploads/wrfout_d01_2026-11-19.nc')).toBe(large.sha256);
    expect(await chunksStored()).toBe(0);
  });

  it('resumes an upload reloaded at part 3 of 8: only the missing chunks are sent and the unfinished row goes', async () => {
    const owner = await gateway.client('usr-owner');
    await owner.post('/nas/create_directory', { nas_id: NAS, prefix: '', dir_name: 'e2e_resume' });
    const T = (locale: 'en' | 'zh', message: string, values: Record<string, string | number> = {}) =>
      locale === 'zh' ? zh(message, values) : message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
    for (const [locale, colorScheme] of [
      ['en', 'dark'],
      ['zh', 'light'],
    ] as const) {
      const name = `wrfout_60m_${locale}.nc`;
      const large = fileOf(name, 60 * MB);
      // An unfinished upload of another file, left from before: the user discards it.
      const stale = await owner.post<{ upload_session: { upload_id: string } }>('/nas/upload_sessions/create', {
        nas_id: NAS,
        prefix: 'e2e_resume/',
        file_name: `old_run_${locale}.nc`,
        size: 9 * MB,
      });
      const page = await browser.current.as('usr-owner', { locale, colorScheme });
      const p = page.page;
      // The chunk requests the page sends: the first three reach the gateway, later ones are held until the reload.
      let mode: 'first' | 'resumed' = 'first';
      const chunks = { first: 0, resumed: 0 };
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await p.route('**/nas/upload_sessions/chunk', async (route) => {
        const n = chunks[mode]++;
        if (mode === 'first' && n >= 3) return; // never answered: the reload cuts it
        // The resumed upload's last chunk waits for the screenshot of it under way.
        if (mode === 'resumed' && n === 4) await held;
        await route.continue();
      });
      await page.goto(at('e2e_resume/'));
      await page.settle();
      const panel = p.getByRole('region', { name: T(locale, 'Uploads') });
      await p.getByTestId('upload-files').setInputFiles(large.path);
      await waitFor(
        'three stored chunks and three held',
        async () => ((await chunksStored()) === 3 && chunks.first === 6 ? true : undefined),
        120_000,
        20,
      );

      await p.reload({ waitUntil: 'domcontentloaded' });
      await page.settle();
      const unfinished = panel.getByRole('list', { name: T(locale, 'Unfinished uploads') });
      const row = unfinished.getByRole('listitem', { name });
      await row
        .getByText(T(locale, '{stored} of {count} parts stored; choose the file again to resume', { stored: 3, count: 8 }))
        .waitFor();
      const staleRow = unfinished.getByRole('listitem', { name: `old_run_${locale}.nc` });
      await staleRow.waitFor();
      await page.screenshot(`uploads-unfinished-${locale}-${colorScheme}`);
      await staleRow.getByRole('button', { name: T(locale, 'Discard') }).click();
      await staleRow.waitFor({ state: 'detached' });
      expect(
        await gateway.db.query('SELECT 1 FROM storage_upload_sessions WHERE upload_id = $1', [stale.upload_session.upload_id]),
      ).toEqual([]);

      // The same file chosen again: the same session, the five missing chunks only.
      mode = 'resumed';
      await p.getByTestId('upload-files').setInputFiles(large.path);
      const item = panel.getByRole('list', { name: T(locale, 'Files being uploaded') }).getByRole('listitem', { name });
      await item.getByText(T(locale, 'Uploading')).waitFor({ timeout: 60_000 });
      await waitFor('the held last chunk', async () => (chunks.resumed >= 5 ? true : undefined), 60_000, 20);
      expect(Number(await item.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(37);
      await page.screenshot(`uploads-resumed-${locale}-${colorScheme}`);
      release();
      await item.getByText(T(locale, 'Uploaded')).waitFor({ timeout: 120_000 });
      expect(chunks).toEqual({ first: 6, resumed: 5 });
      expect(await storedSha256(`e2e_resume/${name}`)).toBe(large.sha256);
      // The unfinished row is gone, in the panel and on the gateway.
      await unfinished.waitFor({ state: 'detached' });
      expect(await gateway.db.query('SELECT 1 FROM storage_upload_sessions')).toEqual([]);
      await p.unroute('**/nas/upload_sessions/chunk');
      forgetCutRequests(page);
    }
  });

  it('lets iam-alice upload in her folder only', async () => {
    const page = await browser.current.as('iam-alice', { locale: 'zh' });
    const p = page.page;
    await page.goto(at());
    await page.settle();
    await p
      .getByRole('table', { name: zh('Files'), exact: true })
      .getByRole('link', { name: 'alice' })
      .waitFor();
    // Outside her folder nothing is offered; the gateway would refuse it too (storage.uploads.test.ts).
    expect(await p.getByRole('button', { name: zh('Upload') }).count()).toBe(0);

    await page.goto(at('alice/'));
    await page.settle();
    await p.getByRole('button', { name: zh('Upload') }).waitFor();
    // Slowed down so that the progress can be seen in the screenshot.
    const cdp = await p.context().newCDPSession(p);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * MB });
    const input = fileOf('alice_case.nc', 9 * MB);
    await p.getByTestId('upload-files').setInputFiles(input.path);
    const item = p.getByRole('region', { name: zh('Uploads') }).getByRole('listitem', { name: 'alice_case.nc' });
    await item.getByText(zh('Uploading')).waitFor({ timeout: 60_000 });
    await page.screenshot('uploads-panel-zh-light');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await item.getByText(zh('Uploaded')).waitFor({ timeout: 60_000 });
    const alice = await gateway.client('iam-alice');
    const listed = await alice.get<{ object_set: { object_name: string; size: number }[] }>('/nas/get_objects', {
      nas_id: NAS,
      prefix: 'alice/',
    });
    expect(listed.object_set).toContainEqual(expect.objectContaining({ object_name: 'alice/alice_case.nc', size: 9 * MB }));
  });
});
