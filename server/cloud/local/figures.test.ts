/**
 * A host's own figures (ADR 0049) from two samples of its processes: CPU usage over the host's CPUs (children reaped
 * between the samples counted once), the system share, a load damped like loadavg's, memory as the processes' Pss;
 * read from a /proc of the test's own making.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HostPlan } from '../types';
import { createFigures, figuresOf, readProcess, ticksBetween, type HostSample, type ProcessSample } from './figures';

const HZ = 100;
const host: HostPlan = { nodeId: 'node-c1', hostName: 'compute001', role: 'compute', cpus: 4, memoryMb: 8192, gpus: 0 };
const proc = (p: Partial<ProcessSample> & { pid: number }): ProcessSample => ({
  ppid: 1,
  start: 1000,
  cpu: 0,
  system: 0,
  childCpu: 0,
  childSystem: 0,
  active: 0,
  memoryKb: 0,
  ...p,
});
const sample = (at: number, processes: ProcessSample[]): HostSample => ({ at, processes });

describe('CPU time between two samples', () => {
  it('counts what each process used since the previous sample, and a process born since whole', () => {
    const before = sample(0, [proc({ pid: 10, cpu: 500, system: 50 }), proc({ pid: 11, cpu: 7 })]);
    const after = sample(10_000, [
      proc({ pid: 10, cpu: 1400, system: 80 }),
      proc({ pid: 11, cpu: 7 }),
      proc({ pid: 12, start: 2000, cpu: 30, system: 5 }),
    ]);
    expect(ticksBetween(before, after)).toEqual({ cpu: 900 + 30, system: 30 + 5 });
  });

  it('counts a child its parent reaped meanwhile once: its time after the previous sample, not its whole life again', () => {
    // A shell (20) ran a busy child (21): 600 ticks by the first sample, 900 when it ended and the shell reaped it.
    const before = sample(0, [proc({ pid: 20, cpu: 5 }), proc({ pid: 21, ppid: 20, cpu: 600, system: 10 })]);
    const after = sample(5_000, [proc({ pid: 20, cpu: 5, childCpu: 900, childSystem: 12 })]);
    expect(ticksBetween(before, after)).toEqual({ cpu: 300, system: 2 });
    // A child born and reaped between the samples counts whole.
    const again = sample(10_000, [proc({ pid: 20, cpu: 6, childCpu: 900 + 250, childSystem: 12 })]);
    expect(ticksBetween(after, again)).toEqual({ cpu: 251, system: 0 });
  });

  it('takes a reused pid for a new process', () => {
    const before = sample(0, [proc({ pid: 30, start: 100, cpu: 800 })]);
    const after = sample(5_000, [proc({ pid: 30, start: 900, cpu: 40 })]);
    expect(ticksBetween(before, after).cpu).toBe(40);
  });
});

describe('a host’s figures', () => {
  it('has memory and the tasks running on its first sample, and no CPU usage until a second', () => {
    const first = sample(0, [proc({ pid: 10, cpu: 100, active: 1, memoryKb: 10_240 }), proc({ pid: 11, memoryKb: 5_120 })]);
    expect(figuresOf(host, first, undefined, HZ)).toEqual({ memoryUsedMb: 15, memoryTotalMb: 8192, load1: 1 });
  });

  it('answers CPU usage over the host’s CPUs (not the machine’s), its kernel share, and a load damped over a minute', () => {
    const before = sample(0, [proc({ pid: 10, cpu: 100, system: 10, active: 1 })]);
    // 10 s: 1000 ticks, one CPU busy, of the host's 4: 25 %.
    const after = sample(10_000, [proc({ pid: 10, cpu: 1100, system: 110, active: 1 })]);
    const figures = figuresOf(host, after, { sample: before, load1: 0 }, HZ);
    expect(figures.cpuPercent).toBe(25);
    expect(figures.cpuSystemPercent).toBe(2.5);
    expect(figures.load1).toBeCloseTo(1 - Math.exp(-10 / 60), 2);
    // A busy task for a long while brings the load to 1; an idle host's falls back towards 0.
    let load = 0;
    for (let i = 1; i <= 60; i += 1)
      load = figuresOf(
        host,
        sample(i * 5_000, [proc({ pid: 10, active: 1 })]),
        { sample: sample((i - 1) * 5_000, [proc({ pid: 10, active: 1 })]), load1: load },
        HZ,
      ).load1!;
    expect(load).toBeGreaterThan(0.99);
    expect(
      figuresOf(host, sample(65_000, [proc({ pid: 10 })]), { sample: sample(5_000, [proc({ pid: 10 })]), load1: load }, HZ).load1,
    ).toBeCloseTo(Math.exp(-1), 1);
  });

  it('caps usage at 100 % when the host’s processes use more cores than it was sold', () => {
    const small = { ...host, cpus: 1 };
    const figures = figuresOf(
      small,
      sample(1_000, [proc({ pid: 10, cpu: 200 })]),
      { sample: sample(0, [proc({ pid: 10 })]), load1: 0 },
      HZ,
    );
    expect(figures.cpuPercent).toBe(100);
  });
});

describe('reading /proc', () => {
  const root = mkdtempSync(join(tmpdir(), 'hpc-figures-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** stat as the kernel writes it: the command name in parentheses, then fields 3 on. */
  const stat = (pid: number, comm: string, fields: Record<number, string | number>) => {
    const values = Array.from({ length: 50 }, (_, i) => String(fields[i + 3] ?? 0));
    return `${pid} (${comm}) ${values.join(' ')}\n`;
  };
  const write = (pid: number, files: Record<string, string>) => {
    mkdirSync(join(root, String(pid), 'task'), { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(root, String(pid), name, '..'), { recursive: true });
      writeFileSync(join(root, String(pid), name), text);
    }
  };

  it('reads times, parent, start and Pss, whatever the command name holds', () => {
    write(41, {
      stat: stat(41, 'busy (loop) x', { 3: 'R', 4: 40, 14: 250, 15: 30, 16: 12, 17: 3, 20: 1, 22: 7777 }),
      smaps_rollup: 'Rss:  9000 kB\nPss:  4096 kB\n',
      status: 'VmRSS:  9000 kB\n',
    });
    expect(readProcess(root, 41)).toEqual({
      pid: 41,
      ppid: 40,
      start: 7777,
      cpu: 280,
      system: 30,
      childCpu: 15,
      childSystem: 3,
      active: 1,
      memoryKb: 4096,
    });
  });

  it('counts each runnable thread of a process, and falls back to VmRSS without smaps_rollup', () => {
    write(42, {
      stat: stat(42, 'slurmctld', { 3: 'S', 4: 1, 20: 3, 22: 100 }),
      status: 'Name: slurmctld\nVmRSS:\t 2048 kB\n',
      'task/42/stat': stat(42, 'slurmctld', { 3: 'S' }),
      'task/43/stat': stat(43, 'rpcmgr', { 3: 'R' }),
      'task/44/stat': stat(44, 'agent', { 3: 'D' }),
    });
    expect(readProcess(root, 42)).toMatchObject({ active: 2, memoryKb: 2048 });
    expect(readProcess(root, 99)).toBeUndefined();
  });

  it('measures a cluster’s hosts against their previous sample, and answers the last CPU and load to a sample too close to it, with the memory of now', () => {
    let now = 0;
    const figures = createFigures({ proc: root, now: () => now, ticksPerSecond: HZ });
    const hosts = [{ host, pids: [41, 99] }];
    expect(figures.measure('ehpc-x', hosts).get('node-c1')).toEqual({ memoryUsedMb: 4, memoryTotalMb: 8192, load1: 1 });
    now = 5_000;
    write(41, { stat: stat(41, 'busy (loop) x', { 3: 'R', 4: 40, 14: 1250, 15: 30, 16: 12, 17: 3, 20: 1, 22: 7777 }) });
    const second = figures.measure('ehpc-x', hosts).get('node-c1')!;
    // 1000 ticks in 5 s: two CPUs of the host's 4.
    expect(second.cpuPercent).toBe(50);
    now = 5_400;
    expect(figures.measure('ehpc-x', hosts).get('node-c1')).toEqual(second);
    // Too close for a rate, but a daemon that started meanwhile counts in the memory at once.
    write(45, { stat: stat(45, 'slurmd', { 3: 'S', 4: 1, 20: 1, 22: 9000 }), smaps_rollup: 'Pss:  8192 kB\n' });
    now = 5_600;
    expect(figures.measure('ehpc-x', [{ host, pids: [41, 45] }]).get('node-c1')).toEqual({ ...second, memoryUsedMb: 12 });
  });
});
