/** A command of `hpc`: its arguments and options, the contract operations it calls (its help), and its work. */
import type { OperationId } from '../../src/api/generated/operations';
import type { SessionResponse } from '../../src/api/generated/model/sessionResponse';
import type { OptionSpec, Parsed } from '../args';
import { UsageError, type ExitCode } from '../exit-codes';
import type { Io } from '../io';

export interface Context {
  io: Io;
  parsed: Parsed;
  /** The answer is printed as one JSON object (--json). */
  json: boolean;
  lang: 'zh-cn' | 'en';
  /** Connects with the environment's or the saved token and checks it; the identity then goes with every request. */
  signIn(): Promise<SignedIn>;
  sleep(ms: number): Promise<void>;
}

export interface SignedIn {
  session: SessionResponse;
  /** The gateway's URL. */
  url: string;
}

export interface Command {
  name: string;
  /** Positional arguments' placeholders, required ones in <>, optional in []. */
  args: readonly string[];
  options: readonly OptionSpec[];
  /** How the usage line shows the options, when the plain list would mislead (alternatives). */
  usageOptions?: readonly string[];
  /** What the command line itself does beyond the operations (polling, defaults, exit codes). */
  about?: string;
  operations: readonly OperationId[];
  run(context: Context): Promise<ExitCode>;
}

export const JSON_OPTION: OptionSpec = { name: 'json', help: 'print the answer as one JSON object' };

/** The positional arguments a command needs: a missing one is a usage error naming it. */
export function positionals(context: Context, command: Command): string[] {
  const given = context.parsed.positionals;
  const required = command.args.filter((arg) => arg.startsWith('<'));
  if (given.length < required.length) throw usage(command, `hpc ${command.name} needs ${required[given.length]}`);
  if (given.length > command.args.length) throw usage(command, `unexpected argument "${given[command.args.length]}"`);
  return given;
}

export const usage = (command: Command, message: string) => new UsageError(message, command.name);
