/**
 * A host's own figures (ADR 0049), read from /proc for the processes in its network namespace (./processes.ts):
 * - CPU usage: the CPU time those processes used between two samples (their own time, and the time of children
 *   they reaped meanwhile), over the elapsed time and the host's CPUs (what the console sold, not the machine's);
 *   the system share from their kernel time alone. The first sample of a host has no usage yet.
 * - System load: the host's runnable and uninterruptible tasks, counted at each sample and damped over a minute as
 *   the kernel damps loadavg's first figure (which counts the whole machine, so it cannot be a host's).
 * - Memory used: the proportional set size (Pss) of those processes, so pages the hosts' daemons share with each
 *   other and with the machine (libraries) are counted once overall, not once per process.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { HostObservation, HostPlan } from '../types';

export type HostFigures = Pick<HostObservation, 'cpuPercent' | 'cpuSystemPercent' | 'load1' | 'memoryUsedMb' | 'memoryTotalMb'>;

/** One process as a sample sees it; times in clock ticks. */
export interface ProcessSample {
  pid: number;
  ppid: number;
  /** Its start (ticks after boot): with the pid, who it is (pids are reused). */
  start: number;
  /** User and system time of the process itself, and system time alone. */
  cpu: number;
  system: number;
  /** The same of its children it has reaped (cutime + cstime, cstime). */
  childCpu: number;
  childSystem: number;
  /** Its tasks (threads) that are runnable or in uninterruptible sleep: what a load average counts. */
  active: number;
  memoryKb: number;
}

export interface HostSample {
  /** Monotonic milliseconds (never the wall clock, which a test or an administrator may move). */
  at: number;
  processes: ProcessSample[];
}

const keyOf = (p: Pick<ProcessSample, 'pid' | 'start'>) => `${p.pid}:${p.start}`;

/**
 * CPU ticks the host's processes used between two samples (all, and system): for a process seen in both, what its own
 * and its reaped children's counters grew by, less what the children it reaped had already been counted for while
 * they lived; a process born since counts whole. A process that ended between the samples, and was reaped outside the
 * host, is not seen for that interval.
 */
export function ticksBetween(before: HostSample, after: HostSample): { cpu: number; system: number } {
  const earlier = new Map(before.processes.map((p) => [keyOf(p), p]));
  const alive = new Set(after.processes.map(keyOf));
  const ended = new Map<number, ProcessSample[]>();
  for (const p of before.processes) if (!alive.has(keyOf(p))) ended.set(p.ppid, [...(ended.get(p.ppid) ?? []), p]);
  let cpu = 0;
  let system = 0;
  for (const p of after.processes) {
    const was = earlier.get(keyOf(p));
    if (!was) {
      cpu += p.cpu + p.childCpu;
      system += p.system + p.childSystem;
      continue;
    }
    const counted = ended.get(p.pid) ?? [];
    cpu += Math.max(0, p.cpu - was.cpu) + Math.max(0, p.childCpu - was.childCpu - counted.reduce((s, c) => s + c.cpu + c.childCpu, 0));
    system +=
      Math.max(0, p.system - was.system) +
      Math.max(0, p.childSystem - was.childSystem - counted.reduce((s, c) => s + c.system + c.childSystem, 0));
  }
  return { cpu, system };
}

/** The kernel's loadavg period for its first figure. */
const LOAD_PERIOD_MS = 60_000;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The figures of a host at `after`, given its previous sample and load (none on its first sample). Usage is capped at
 * 100 %: a host's processes can use more of the machine's cores than the CPUs the console sold it.
 */
const memoryUsedMb = (processes: ProcessSample[]): number => Math.round(processes.reduce((s, p) => s + p.memoryKb, 0) / 1024);

export function figuresOf(
  host: Pick<HostPlan, 'cpus' | 'memoryMb'>,
  after: HostSample,
  previous: { sample: HostSample; load1: number } | undefined,
  ticksPerSecond: number,
): HostFigures {
  const active = after.processes.reduce((s, p) => s + p.active, 0);
  const figures: HostFigures = {
    memoryUsedMb: memoryUsedMb(after.processes),
    memoryTotalMb: host.memoryMb,
    load1: active,
  };
  const elapsed = previous ? after.at - previous.sample.at : 0;
  if (!previous || elapsed <= 0) return figures;
  const decay = Math.exp(-elapsed / LOAD_PERIOD_MS);
  // Not rounded: it is the next sample's starting point, and rounding it there would stall it short of the tasks running.
  figures.load1 = previous.load1 * decay + active * (1 - decay);
  const { cpu, system } = ticksBetween(previous.sample, after);
  const percent = (ticks: number) => round2(Math.min(100, (100 * ticks) / ticksPerSecond / (elapsed / 1000) / Math.max(1, host.cpus)));
  figures.cpuPercent = percent(cpu);
  figures.cpuSystemPercent = percent(system);
  return figures;
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses): [state, ppid, …]. */
function statFields(text: string): string[] | undefined {
  const close = text.lastIndexOf(')');
  return close < 0
    ? undefined
    : text
        .slice(close + 2)
        .trim()
        .split(' ');
}

const ACTIVE_STATE = /^[RD]$/;

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** One process from `proc` (/proc, or a test's folder of the same shape); undefined once it is gone. */
export function readProcess(proc: string, pid: number): ProcessSample | undefined {
  const fields = statFields(read(`${proc}/${pid}/stat`) ?? '');
  if (!fields || fields.length < 20) return undefined;
  // Field n of proc(5) is fields[n - 3]: state 3, ppid 4, utime 14, stime 15, cutime 16, cstime 17, num_threads 20, starttime 22.
  const n = (field: number) => Number(fields[field - 3]) || 0;
  let active = ACTIVE_STATE.test(fields[0]!) ? 1 : 0;
  if (n(20) > 1) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`${proc}/${pid}/task`);
    } catch {
      /* gone meanwhile: its own state stands */
    }
    if (tasks.length)
      active = tasks.filter((tid) => ACTIVE_STATE.test(statFields(read(`${proc}/${pid}/task/${tid}/stat`) ?? '')?.[0] ?? '')).length;
  }
  const kb = (text: string | undefined, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text ?? '')?.[1] ?? NaN);
  const pss = kb(read(`${proc}/${pid}/smaps_rollup`), 'Pss');
  const memoryKb = Number.isFinite(pss) ? pss : kb(read(`${proc}/${pid}/status`), 'VmRSS') || 0;
  return {
    pid,
    ppid: n(4),
    start: n(22),
    cpu: n(14) + n(15),
    system: n(15),
    childCpu: n(16) + n(17),
    childSystem: n(17),
    active,
    memoryKb,
  };
}

let ticks: number | undefined;
/** USER_HZ, the unit of /proc's times (100 on every Linux this runs on; asked once all the same). */
function ticksPerSecond(): number {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** Below this, a second sample is too close to the previous one to measure: the previous figures are answered. */
const MIN_INTERVAL_MS = 1_000;
/** A cluster not measured this long (destroyed, or no longer observed) is forgotten. */
const FORGET_MS = 10 * 60_000;

interface Kept {
  sample: HostSample;
  figures: HostFigures;
}

export interface Figures {
  /** Each host's figures now, from its processes (pids in its network namespace), against its previous sample. */
  measure(clusterId: string, hosts: { host: HostPlan; pids: number[] }[]): Map<string, HostFigures>;
}

export function createFigures(options: { proc?: string; now?: () => number; ticksPerSecond?: number } = {}): Figures {
  const proc = options.proc ?? '/proc';
  const now = options.now ?? (() => performance.now());
  const kept = new Map<string, { at: number; hosts: Map<string, Kept> }>();
  return {
    measure(clusterId, hosts) {
      const at = now();
      for (const [id, cluster] of kept) if (at - cluster.at > FORGET_MS) kept.delete(id);
      const earlier = kept.get(clusterId)?.hosts ?? new Map<string, Kept>();
      const next = new Map<string, Kept>();
      const answer = new Map<string, HostFigures>();
      for (const { host, pids } of hosts) {
        const was = earlier.get(host.nodeId);
        const processes = pids.map((pid) => readProcess(proc, pid)).filter((p): p is ProcessSample => !!p);
        if (was && at - was.sample.at < MIN_INTERVAL_MS) {
          // Too close to measure a rate: the previous CPU and load; the memory is what the processes use now (a host
          // first seen starting has its daemons a moment later).
          next.set(host.nodeId, was);
          answer.set(host.nodeId, { ...was.figures, memoryUsedMb: memoryUsedMb(processes) });
          continue;
        }
        const sample: HostSample = { at, processes };
        const figures = figuresOf(
          host,
          sample,
          was && { sample: was.sample, load1: was.figures.load1 ?? 0 },
          options.ticksPerSecond ?? ticksPerSecond(),
        );
        next.set(host.nodeId, { sample, figures });
        answer.set(host.nodeId, figures);
      }
      kept.set(clusterId, { at, hosts: next });
      return answer;
    },
  };
}
