/** Runs `hpc` in-process for the command line's tests: its output, its exit code, in a folder of the test's own. */
import { join } from 'node:path';
import { run } from './main';

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

export interface Started {
  /** What it has printed so far. */
  output: { stdout: string; stderr: string };
  done: Promise<Ran>;
}

/** `home` holds its configuration folder (XDG_CONFIG_HOME) and is its working folder; times in UTC. */
export function startHpc(
  args: string[],
  home: string,
  options: { env?: Record<string, string>; stdin?: string; fetch?: typeof fetch } = {},
): Started {
  const output = { stdout: '', stderr: '' };
  const { stdin } = options;
  const done = run(args, {
    stdout: (text) => (output.stdout += text),
    stderr: (text) => (output.stderr += text),
    env: { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), TZ: 'UTC', ...options.env },
    cwd: home,
    stdin: stdin === undefined ? undefined : async () => stdin,
    fetch: options.fetch,
  }).then((code): Ran => ({ code, ...output }));
  return { output, done };
}
