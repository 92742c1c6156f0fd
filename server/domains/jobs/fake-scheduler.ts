/**
 * An in-memory scheduler behind the adapter interface, for the scheduler loop's tests: hands out ids, records every
 * call, lets the test move jobs, refuse, defer and go away, and keeps an accounting the test writes (ADR 0058).
 */
import type {
  Accounted,
  ConsoleJobState,
  Deferred,
  Refused,
  SchedulerAdapter,
  SchedulerInventory,
  SchedulerJobChange,
  Submitted,
} from './scheduler-adapter';
import type { JobRow } from './rows';

export class FakeScheduler implements SchedulerAdapter {
  readonly kind = 'slurm' as const;
  readonly submitted: string[] = [];
  readonly cancelled: string[] = [];
  readonly sinces: (Date | undefined)[] = [];
  readonly jobs = new Map<string, SchedulerJobChange & { changedAt: number }>();
  refuse: (job: JobRow) => string | null = () => null;
  defer: (job: JobRow) => string | null = () => null;
  down = false;
  inventoryAnswer: SchedulerInventory | null = null;
  private next = 9001;

  async submit(job: JobRow, now: Date): Promise<Submitted | Refused | Deferred> {
    if (this.down) throw new Error('connect ECONNREFUSED');
    const deferred = this.defer(job);
    if (deferred) return { deferred, reason: 'no_cluster_account' };
    const refused = this.refuse(job);
    if (refused) return { refused };
    const id = String(this.next++);
    this.submitted.push(job.hpcjob_uuid);
    this.jobs.set(id, { schedulerJobId: id, state: 'QUEUED', startTime: null, endTime: null, nodes: '', changedAt: now.getTime() });
    return { id, runAs: 'fakeuser', stdout: `/shared/${job.hpcjob_uuid}/%j.out` };
  }

  async cancel(_job: JobRow, id: string, now: Date): Promise<void> {
    this.cancelled.push(id);
    this.move(id, { state: 'KILLED', endTime: now }, now);
  }

  async changesSince(since: Date | undefined): Promise<SchedulerJobChange[]> {
    if (this.down) throw new Error('connect ECONNREFUSED');
    this.sinces.push(since);
    return [...this.jobs.values()].filter((j) => !since || j.changedAt >= since.getTime()).map(({ changedAt: _, ...j }) => j);
  }

  async inventory(): Promise<SchedulerInventory | null> {
    return this.inventoryAnswer;
  }

  /** The accounting's records by scheduler id; `accountingDown` makes it fail as an unreachable slurmdbd. */
  readonly accounting = new Map<string, Accounted>();
  readonly accountedAsked: string[] = [];
  accountingDown = false;

  async accounted(_job: JobRow, id: string): Promise<Accounted | null> {
    this.accountedAsked.push(id);
    if (this.accountingDown) throw new Error('slurmdbd does not answer');
    return this.accounting.get(id) ?? null;
  }

  consoleStatus(change: SchedulerJobChange): ConsoleJobState {
    const table: Record<string, ConsoleJobState> = {
      QUEUED: { status: 'pending', exitCode: null, detail: 'QUEUED', pendingReason: 'resources' },
      ON: { status: 'running', exitCode: null, detail: 'ON', pendingReason: null },
      DONE: { status: 'finished', exitCode: 0, detail: 'DONE', pendingReason: null },
      BROKE: { status: 'exited', exitCode: 3, detail: 'BROKE (exit 3)', pendingReason: null },
      KILLED: { status: 'cancelled', exitCode: null, detail: 'KILLED', pendingReason: null },
      HELD: { status: 'stopped', exitCode: null, detail: 'HELD', pendingReason: null },
    };
    return table[change.state] ?? { status: 'unknown', exitCode: null, detail: change.state, pendingReason: null };
  }

  move(id: string, change: Partial<SchedulerJobChange>, now: Date): void {
    const job = this.jobs.get(id);
    if (!job) throw new Error(`no job ${id}`);
    Object.assign(job, change, { changedAt: now.getTime() });
  }
}
