/**
 * The jobs domain: compute and simulation jobs (lists, details, submission, job scripts, stop, resume,
 * delete), the schedulers that run them through one adapter interface and one loop (the simulated one, writing their
 * output on the shared storage, and real Slurm clusters through slurmrestd: jobs/scheduler-loop.ts, ADR 0048), job
 * and file templates.
 *
 * The domain needs the gateway's data dir (the NAS exports' files): `createJobsDomain(config.dataDir)`.
 */
import { resolve } from 'node:path';
import { seedJobs } from './jobs/seed';
import type { DomainModule } from './index';
import type { JobsEnv } from './jobs/common';
import { controlHandlers } from './jobs/control';
import { listHandlers } from './jobs/list';
import { withClusterChecks } from './jobs/read-access';
import { jobSchedulers } from './jobs/scheduler-runners';
import { simulationLogHandlers } from './jobs/simulation-log';
import { jobSteps } from './jobs/steps';
import { quotaHandlers } from './jobs/quotas';
import { submitHandlers } from './jobs/submit';
import { arrayRetryHandlers } from './jobs/array-retry';
import { templateHandlers } from './jobs/templates';

/** The jobs domain over the gateway's data dir (config.dataDir). */
export function createJobsDomain(dataDir: string) {
  const dir = resolve(dataDir);
  const env: JobsEnv = { dataDir: () => dir };
  const schedulers = jobSchedulers(env);
  env.soon = schedulers.soon;
  const handlers = {
    ...withClusterChecks(listHandlers),
    ...submitHandlers(env),
    ...arrayRetryHandlers(env),
    ...quotaHandlers,
    ...controlHandlers(env),
    ...templateHandlers,
    ...simulationLogHandlers(env),
  };
  // Its environment goes with it: another domain submits and stops jobs through it (jobs/public.ts).
  const domain: DomainModule<typeof handlers> & { env: JobsEnv } = {
    handlers,
    steps: jobSteps(env),
    tickers: schedulers.tickers,
    seed: (db) => seedJobs(db, env),
    env,
  };
  return domain;
}
