/** Every command of `hpc`, in the order help lists them. */
import { clusters, queues } from './clusters';
import type { Command } from './command';
import { download, files } from './files';
import { upload } from './upload';
import { log, watch } from './follow';
import { job, jobs, stop, submit } from './jobs';
import { login, logout, whoami } from './session';

export const COMMANDS: readonly Command[] = [
  login,
  logout,
  whoami,
  clusters,
  queues,
  jobs,
  job,
  submit,
  watch,
  log,
  stop,
  files,
  upload,
  download,
];
