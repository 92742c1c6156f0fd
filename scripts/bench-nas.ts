/**
 * `npm run bench:nas` (docs/benchmarks.md "NAS uploads and downloads"), in one run:
 * - a 200 MB file (209,715,200 random bytes) uploaded through the console's upload path in Chromium (the file
 *   manager's upload button: SHA-256 in the browser, then 8 MiB chunks into a resumable session, then the checked
 *   completion), timed in the page from the file input's change to "Uploaded" showing in the upload panel;
 * - the same file with `scp` to this machine's OpenSSH server (server/testing/sshd.ts: its own sshd on a free
 *   loopback port, a temporary user and key), or to `--scp-target user@host:path` (with `--scp-port`, `--scp-key`)
 *   when given; the ratio of the two speeds (target: the console at least half as fast as scp). The two run in turn
 *   `--runs` times (default 3) and the median ratio is the figure;
 * - a ZIP download of 20,000 small files (a folder signed with getDownloadSignature, then the signed URL fetched):
 *   time to the first byte (target < 1 s) and in total.
 *
 * The console is built with `vite build` into a temporary directory, or `--dist <dir>` serves a build already made.
 * The gateway runs in this process (engine off, no response validation) on a temporary data dir. `--write` replaces
 * the "NAS uploads and downloads" section of docs/benchmarks.md with the figures. Needs root for the sshd harness.
 */
import { execFileSync } from 'node:child_process';
import { register } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { nasExportDir, SEED } from '../server/seed/fixtures';
import { launchCdp, signInOwner } from './bench-terminal-cdp';
import { startSshd, sshdAvailable } from '../server/testing/sshd';
import { option, ROOT, BASE, CHROMIUM, CHROMIUM_ARGS, buildConsole } from './bench-support';

/**
 * ssh2 is CommonJS whose exports Node's ESM loader cannot list, so `import { utils } from 'ssh2'` (the web terminal,
 * imported by the gateway) fails under tsx outside vitest. Until that import reads the default export, this script
 * loads ssh2 through a shim and imports the gateway afterwards.
 */
function shimSsh2(): void {
  const shim = `data:text/javascript,${encodeURIComponent(`import { createRequire } from 'node:module'; const ssh2 = createRequire(${JSON.stringify(join(ROOT, 'package.json'))})('ssh2'); export const { utils, Client } = ssh2; export default ssh2;`)}`;
  const hooks = `export async function resolve(specifier, context, next) { return specifier === 'ssh2' ? { url: ${JSON.stringify(shim)}, shortCircuit: true } : next(specifier, context); }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}

const SIZE = Number(option('bytes', '209715200'));
const ZIP_FILES = Number(option('zip-files', '20000'));
const RUNS = Number(option('runs', '3'));
const SCP_TARGET = option('scp-target', '');
const WRITE = process.argv.includes('--write');
const NAS = SEED.nas.wrf;
const MB = 1024 * 1024;

/** In the page: marks the file input's change (the choice reaching the console) and "Uploaded" showing in the upload panel. */
const UPLOAD_MARKS = `(() => {
  const marks = (window.benchUpload = {});
  document.addEventListener('change', () => (marks.chosen ??= performance.now()), { capture: true });
  const shown = new MutationObserver(() => {
    if (!document.querySelector('[role="region"][aria-label="Uploads"]')?.textContent?.includes('Uploaded')) return;
    marks.shown = performance.now();
    shown.disconnect();
  });
  shown.observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

/**
 * The console's upload of `file` as usr-owner into the folder `prefix`, timed in the page: from the file input's
 * change to "Uploaded" showing in the upload panel. Chromium is driven over a minimal CDP client
 * (scripts/bench-terminal-cdp.ts), as bench:terminal does, not Playwright: Playwright enables the Network domain,
 * and Chromium then reports every request to the driver (measured 2026-11-27: the driver noticed "Uploaded"
 * 0.1-0.4 s after it showed, and its work shares the two cores with the upload's).
 */
async function consoleUpload(origin: string, file: string, prefix: string): Promise<number> {
  const browser = await launchCdp(CHROMIUM, CHROMIUM_ARGS);
  try {
    const page = await browser.newPage();
    await page.send('Emulation.setDeviceMetricsOverride', { width: 1366, height: 860, deviceScaleFactor: 1, mobile: false });
    await page.addInitScript("localStorage.setItem('hpc.locale', 'en')");
    await signInOwner(page, `${origin}${BASE}`);
    await page.navigate(`${origin}${BASE}pek3/hpc/nas/${NAS}?prefix=${encodeURIComponent(prefix)}`);
    await page.waitFor('document.querySelector(\'[data-testid="upload-files"]\')', 60_000, 'the upload button');
    await page.evaluate(UPLOAD_MARKS);
    const input = await page.send<{ result: { objectId: string } }>('Runtime.evaluate', {
      expression: 'document.querySelector(\'[data-testid="upload-files"]\')',
    });
    await page.send('DOM.setFileInputFiles', { files: [file], objectId: input.result.objectId });
    await page.waitFor('window.benchUpload.shown', 600_000, '"Uploaded"');
    const marks = await page.evaluate<{ chosen?: number; shown?: number }>('window.benchUpload');
    if (marks.chosen === undefined || marks.shown === undefined) throw new Error(`the page's marks are missing: ${JSON.stringify(marks)}`);
    return (marks.shown - marks.chosen) / 1000;
  } finally {
    await browser.close();
  }
}

/** The same file with scp: seconds. */
async function scpUpload(file: string): Promise<{ seconds: number; target: string }> {
  if (SCP_TARGET) {
    const args = [
      ...(option('scp-port', '') ? ['-P', option('scp-port', '')] : []),
      ...(option('scp-key', '') ? ['-i', option('scp-key', '')] : []),
      '-q',
      file,
      SCP_TARGET,
    ];
    const started = performance.now();
    execFileSync('scp', args, { stdio: 'inherit' });
    return { seconds: (performance.now() - started) / 1000, target: SCP_TARGET };
  }
  if (!sshdAvailable()) throw new Error('the sshd harness needs root and /usr/sbin/sshd; give --scp-target user@host:path instead');
  const sshd = await startSshd();
  try {
    const started = performance.now();
    execFileSync(
      'scp',
      [...sshd.sshOptions, '-P', String(sshd.port), '-i', sshd.ecdsaKeyFile, '-q', file, `${sshd.user}@${sshd.host}:bench.bin`],
      { stdio: 'inherit' },
    );
    return { seconds: (performance.now() - started) / 1000, target: `the sshd harness (${sshd.endpoint})` };
  } finally {
    await sshd.stop();
  }
}

/** A ZIP of `count` small files (a folder signed for download): seconds to the first byte and in total, and bytes. */
async function zipDownload(
  api: string,
  dataDir: string,
  count: number,
): Promise<{ signing: number; firstByte: number; total: number; bytes: number }> {
  const folder = join(nasExportDir(dataDir, NAS), 'bench_zip');
  mkdirSync(folder, { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(folder, `case_${String(i).padStart(5, '0')}.txt`), `&case ${i}\n run = ${i},\n/\n`);
  const { TestClient } = await import('../server/test-support');
  const client = new TestClient(api, 'en');
  await client.login('usr-owner', 'Owner#Hpc2026');
  const signedStart = performance.now();
  const signed = await client.call('POST', '/nas/download_signature', { nas_id: NAS, object_names: ['bench_zip/'] });
  if (signed.status !== 200) throw new Error(`download_signature: ${signed.status} ${JSON.stringify(signed.body)}`);
  const fields = signed.body.fields as Record<string, string>;
  const url = `${new URL(String(signed.body.url), api).href}?${new URLSearchParams(fields)}`;
  const signing = (performance.now() - signedStart) / 1000;
  const fetchStart = performance.now();
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`signed download: ${response.status}`);
  const reader = response.body.getReader();
  let firstByte = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte && value.length) firstByte = (performance.now() - fetchStart) / 1000;
    bytes += value.length;
  }
  return { signing, firstByte, total: (performance.now() - signedStart) / 1000, bytes };
}

function writeSection(text: string): void {
  const file = join(ROOT, 'docs', 'benchmarks.md');
  const doc = readFileSync(file, 'utf8');
  const start = doc.indexOf('## NAS uploads and downloads');
  const section = `## NAS uploads and downloads\n${text}`;
  if (start < 0) writeFileSync(file, `${doc.trimEnd()}\n\n${section}`);
  else {
    const next = doc.indexOf('\n## ', start + 3);
    writeFileSync(file, `${doc.slice(0, start)}${section}${next < 0 ? '' : doc.slice(next)}`);
  }
}

async function main(): Promise<void> {
  shimSsh2();
  const { readConfig, SIMULATED_CLOUD } = await import('../server/config');
  const { startGateway } = await import('../server/gateway');
  const dist = buildConsole('nas');
  const dataDir = mkdtempSync(join(tmpdir(), 'hpc-bench-nas-'));
  const work = mkdtempSync(join(tmpdir(), 'hpc-bench-nas-file-'));
  const config = {
    ...readConfig({}),
    basePath: BASE,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: dist.dir,
    validateResponses: false,
    cloud: SIMULATED_CLOUD,
  };
  const gateway = await startGateway(config, { runEngine: false, logger: false });
  try {
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const address = gateway.app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (let run = 1; run <= RUNS; run++) mkdirSync(join(nasExportDir(dataDir, NAS), `bench_upload_${run}`), { recursive: true });
    const file = join(work, 'bench_200mb.bin');
    writeFileSync(file, randomBytes(SIZE));
    const machine = `${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`;
    console.log(`Machine: ${machine}`);

    // Console and scp in turn, RUNS times: a disturbed moment hits one pair, and the median ratio is the figure.
    const mbps = (seconds: number) => SIZE / MB / seconds;
    const pairs: Array<{ console: number; scp: number; target: string; ratio: number }> = [];
    for (let run = 1; run <= RUNS; run++) {
      const upload = await consoleUpload(origin, file, `bench_upload_${run}/`);
      const scp = await scpUpload(file);
      pairs.push({ console: upload, scp: scp.seconds, target: scp.target, ratio: mbps(upload) / mbps(scp.seconds) });
    }
    const zip = await zipDownload(`${origin}${BASE}api`, dataDir, ZIP_FILES);

    const median = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)];
    const lines = [
      ...pairs.map(
        (p, i) =>
          `Run ${i + 1}: console (Chromium, SHA-256 + 8 MiB chunks) ${p.console.toFixed(2)} s, ${mbps(p.console).toFixed(1)} MB/s; scp to ${p.target} ${p.scp.toFixed(2)} s, ${mbps(p.scp).toFixed(1)} MB/s; ratio ${p.ratio.toFixed(2)}`,
      ),
      `Upload of ${SIZE} bytes, median of ${pairs.length}: console ${median.console.toFixed(2)} s, scp ${median.scp.toFixed(2)} s`,
      `Ratio console/scp speed: ${median.ratio.toFixed(2)} (target >= 0.5)`,
      `ZIP of ${ZIP_FILES} small files (${(zip.bytes / MB).toFixed(1)} MB): signing ${(zip.signing * 1000).toFixed(0)} ms, then first byte of the signed URL ${(zip.firstByte * 1000).toFixed(0)} ms (target < 1000 ms), total with signing ${zip.total.toFixed(1)} s`,
    ];
    for (const line of lines) console.log(line);
    if (WRITE) {
      const date = new Date().toISOString().slice(0, 10);
      writeSection(
        `\`npm run bench:nas\` (scripts/bench-nas.ts), run of ${date} on ${machine}:\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`,
      );
      console.log('docs/benchmarks.md updated');
    }
  } finally {
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
    if (dist.temporary) rmSync(dist.dir, { recursive: true, force: true });
  }
}

await main();
