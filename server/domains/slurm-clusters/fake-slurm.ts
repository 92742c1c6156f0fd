/**
 * An in-memory Slurm behind the SlurmClient interface, for the adapter's unit tests: it records every call (who
 * asked, with what), hands out job ids, lets the test move jobs between states, purge them like slurmctld's
 * MinJobAge does, and go down like an unreachable slurmrestd.
 */
import type { SlurmAccountedJob, SlurmClient, SlurmJob, SlurmJobSpec, SlurmNode, SlurmPartition } from './slurm-types';

export interface FakeCall {
  method: keyof SlurmClient;
  user?: string;
  args: unknown[];
}

export interface FakeSubmission {
  jobId: string;
  user: string;
  spec: SlurmJobSpec;
}

export class FakeSlurm implements SlurmClient {
  readonly calls: FakeCall[] = [];
  readonly submissions: FakeSubmission[] = [];
  readonly jobsById = new Map<string, SlurmJob>();
  nodeList: SlurmNode[] = [{ name: 'node01', state: 'IDLE', cpus: 4, allocCpus: 0, memoryMb: 7900, partitions: ['debug'], reason: null }];
  partitionList: SlurmPartition[] = [{ name: 'debug', state: 'UP', nodes: ['node01'], totalCpus: 4, maxTimeMin: null, isDefault: true }];
  /** When true every call fails as an unreachable slurmrestd does. */
  down = false;
  private nextId = 501;

  /** slurmctld's clock: when a job last changed (jobs(updatedSince) answers the jobs changed since). */
  now: () => Date = () => new Date();
  private readonly updated = new Map<string, number>();

  /** While set, every call waits for it (a slurmrestd that does not answer). */
  hold: Promise<void> | null = null;

  private async call(method: keyof SlurmClient, user: string | undefined, ...args: unknown[]): Promise<void> {
    this.calls.push({ method, user, args });
    if (this.hold) await this.hold;
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6820');
  }

  readonly apiVersion = async (): Promise<string> => {
    await this.call('apiVersion', undefined);
    return 'v0.0.38';
  };

  async ping(): Promise<void> {
    await this.call('ping', undefined);
  }

  async submit(user: string, spec: SlurmJobSpec): Promise<string> {
    await this.call('submit', user, spec);
    const jobId = String(this.nextId++);
    this.submissions.push({ jobId, user, spec });
    this.updated.set(jobId, this.now().getTime());
    this.jobsById.set(jobId, {
      jobId,
      name: spec.name,
      user,
      partition: spec.partition ?? 'debug',
      state: 'PENDING',
      flags: [],
      reason: null,
      exitCode: null,
      signal: null,
      submitTime: new Date(),
      startTime: null,
      expectedStart: null,
      endTime: null,
      nodes: '',
      cpus: spec.cpus,
      timeLimitMin: spec.timeLimitMin ?? null,
      stdout: spec.stdout,
      stderr: spec.stderr,
      cwd: spec.cwd,
    });
    return jobId;
  }

  async jobs(user: string, updatedSince?: Date): Promise<SlurmJob[]> {
    await this.call('jobs', user, updatedSince);
    const since = updatedSince?.getTime() ?? -Infinity;
    return [...this.jobsById.values()].filter((j) => (this.updated.get(j.jobId) ?? 0) >= since).map((j) => ({ ...j }));
  }

  async job(user: string, jobId: string): Promise<SlurmJob | null> {
    await this.call('job', user, jobId);
    const job = this.jobsById.get(jobId);
    return job ? { ...job } : null;
  }

  async cancel(user: string, jobId: string): Promise<void> {
    await this.call('cancel', user, jobId);
    const job = this.jobsById.get(jobId);
    if (job && ['PENDING', 'RUNNING', 'SUSPENDED'].includes(job.state)) {
      Object.assign(job, { state: 'CANCELLED', endTime: this.now() });
      this.updated.set(jobId, this.now().getTime());
    }
  }

  /** slurmdbd's records (the test writes them; none: no accounting record for the job, or no slurmdbd at all). */
  readonly accounting = new Map<string, SlurmAccountedJob>();

  async accounted(user: string, jobId: string): Promise<SlurmAccountedJob | null> {
    await this.call('accounted', user, jobId);
    const found = this.accounting.get(jobId);
    return found ? { ...found } : null;
  }

  async nodes(user: string): Promise<SlurmNode[]> {
    await this.call('nodes', user);
    return this.nodeList.map((n) => ({ ...n }));
  }

  async partitions(user: string): Promise<SlurmPartition[]> {
    await this.call('partitions', user);
    return this.partitionList.map((p) => ({ ...p }));
  }

  /** Refuses a raise as slurmctld does for anyone but its operator. */
  operators = ['root'];

  async setTimeLimit(user: string, jobId: string, minutes: number): Promise<void> {
    await this.call('setTimeLimit', user, jobId, minutes);
    const job = this.jobsById.get(jobId);
    if (!job) throw Object.assign(new Error('Invalid job id specified'), { status: 500 });
    if (!this.operators.includes(user) && (job.timeLimitMin === null || minutes > job.timeLimitMin))
      throw Object.assign(new Error('Access/permission denied'), { status: 500 });
    this.set(jobId, { timeLimitMin: minutes });
  }

  /** Moves a job (the test plays slurmctld). */
  set(jobId: string, change: Partial<SlurmJob>): void {
    const job = this.jobsById.get(jobId);
    if (!job) throw new Error(`no Slurm job ${jobId}`);
    Object.assign(job, change);
    this.updated.set(jobId, this.now().getTime());
  }

  /** Forgets a finished job, as slurmctld does after MinJobAge. */
  purge(jobId: string): void {
    this.jobsById.delete(jobId);
  }

  count(method?: keyof SlurmClient): number {
    return this.calls.filter((c) => !method || c.method === method).length;
  }
}
