/**
 * slurmdbd's record of a job as the scheduler loop reads it (ADR 0058): its end as a change the loop applies like any
 * other (the record's state, exit code and times in the shape consoleStatus maps), and its figures once its steps are in.
 */
import type { Accounted } from '../jobs/public';
import type { SlurmAccountedJob, SlurmJob } from './slurm-types';

export function accountedOf(found: SlurmAccountedJob): Accounted {
  const raw: SlurmJob = {
    jobId: found.jobId,
    name: '',
    user: '',
    partition: '',
    state: found.state,
    flags: [],
    reason: null,
    exitCode: found.exitCode,
    signal: found.signal,
    submitTime: null,
    startTime: found.startTime,
    expectedStart: null,
    endTime: found.endTime,
    nodes: found.nodes,
    cpus: 0,
    timeLimitMin: found.timeLimitMin,
    stdout: null,
    stderr: null,
    cwd: null,
  };
  return {
    change: {
      schedulerJobId: found.jobId,
      state: found.state,
      startTime: found.startTime,
      endTime: found.endTime,
      nodes: found.nodes,
      raw,
    },
    usage: found.complete
      ? {
          cpuSeconds: found.cpuSeconds,
          memoryPeakMb: found.memoryPeakMb,
          memoryGivenMb: found.memoryGivenMb,
          timeLimitMin: found.timeLimitMin,
        }
      : null,
  };
}
