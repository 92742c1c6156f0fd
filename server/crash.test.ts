/**
 * Crash safety: the gateway process is killed with SIGKILL in the middle of a burst of writes. After a restart
 * every write it acknowledged is there, whole, and nothing it did not acknowledge is half there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, TestClient } from './test-support';

const dataDir = mkdtempSync(join(tmpdir(), 'hpc-crash-'));
const distDir = join(dataDir, 'dist');
mkdirSync(distDir, { recursive: true });
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>test</title>');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startProcess(port: number): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HPC_DATA_DIR: dataDir,
      HPC_DIST_DIR: distDir,
      HPC_SIM_TICK_MS: '100000',
      HPC_CLOUD: 'simulated',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo accounts')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
  return child;
}

function template(i: number) {
  return {
    name: `crash_probe_${String(i).padStart(4, '0')}`,
    cluster_id: 'hpc-a1b2c3d4',
    queue_name: 'shared56',
    cores: 4,
    time_limit: 30,
    submit_type: 'command',
    cmd: `echo probe ${i}`,
  };
}

describe('kill -9 during a burst of writes', () => {
  it('keeps every acknowledged write and no half-written one', async () => {
    const port = await freePort();
    let child = await startProcess(port);
    const api = `http://127.0.0.1:${port}/_micro_/hpc/api`;
    const client = new TestClient(api);
    expect((await client.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);

    const acknowledged = new Set<string>();
    let killed = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = w; i < 400 && !killed; i += 4) {
        try {
          const answer = await client.call('POST', '/portal-hpc/jobtemplate/createJobTemp', template(i));
          if (answer.status === 200) acknowledged.add(template(i).name);
        } catch {
          return; // the connection died with the process
        }
      }
    });
    // Let some writes land, then kill the process without warning.
    const first = await client.call('POST', '/portal-hpc/jobtemplate/createJobTemp', template(9999));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    acknowledged.add(template(9999).name);
    const deadline = Date.now() + 60_000;
    while (acknowledged.size < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    process.kill(-child.pid!, 'SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThanOrEqual(20);

    child = await startProcess(port);
    try {
      const after = new TestClient(api);
      await after.login('usr-owner', 'Owner#Hpc2026');
      const list = await after.call('GET', '/portal-hpc/jobtemplate/tempList', { search_word: 'crash_probe_', limit: 1024 });
      expect(list.status).toBe(200);
      const stored = list.body.hpc_job_template_set as { name: string; cmd?: string; cores?: number }[];
      const names = new Set(stored.map((t) => t.name));
      for (const name of acknowledged) expect(names.has(name), `${name} was acknowledged but is gone`).toBe(true);
      // Whatever is stored is whole: every field the request carried.
      for (const t of stored) {
        const i = Number(t.name.slice('crash_probe_'.length));
        expect(t).toMatchObject({ cmd: `echo probe ${i}`, cores: 4 });
      }
    } finally {
      process.kill(-child.pid!, 'SIGKILL');
    }
  }, 240_000);
});
