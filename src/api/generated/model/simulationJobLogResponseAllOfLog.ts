/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SimulationLogStream } from './simulationLogStream';
import type { SimulationJobLogResponseAllOfLogPath } from './simulationJobLogResponseAllOfLogPath';

export type SimulationJobLogResponseAllOfLog = {
  stream: SimulationLogStream;
  /** The log's path on the simulation storage (the job's stdout_path or stderr_path); null when the job has none. */
  path: SimulationJobLogResponseAllOfLogPath;
  /** Whether the job has written the file yet. */
  exists: boolean;
  /** The log's text (its last 1 MiB when truncated). */
  text: string;
  /**
   * The file's size in bytes.
   * @minimum 0
   */
  size: number;
  /** Whether only the end of a longer log is answered. */
  truncated: boolean;
  /** Whether the job still runs or waits (its log may still grow). */
  running: boolean;
};
