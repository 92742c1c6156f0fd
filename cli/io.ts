/** What a run of `hpc` reads and writes: a test passes its own and reads what was written. */
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** The whole standard input (a token piped to `hpc login`); absent when there is none to read. */
  stdin?: () => Promise<string>;
  /** The fetch requests go through (a test's, to drop a connection or count requests); the global one when absent. */
  fetch?: typeof fetch;
}
