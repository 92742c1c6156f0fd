/**
 * `hpc`: the console's API from a terminal or a script, signed in with a personal access token (ADR 0063), on the
 * generated client. `run` is the whole program: bin/hpc.mjs gives it the process's arguments and streams, a test
 * its own, and it answers the exit code.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isGatewayError, type GatewayError } from '../src/api/gateway';
import { parseArgs, type OptionSpec } from './args';
import { connectTo, languageOf, signIn } from './client';
import { COMMANDS } from './commands/index';
import type { Command, Context } from './commands/command';
import { connection } from './config';
import { CliError, EXIT, exitCodeOf, UsageError, type ExitCode } from './exit-codes';
import { commandHelp, overview } from './help';
import type { Io } from './io';

export type { Io } from './io';

/** Options every command takes, before or after its name. */
const GLOBAL_OPTIONS: readonly OptionSpec[] = [
  { name: 'lang', value: 'LANG', help: "the gateway messages' language" },
  { name: 'help', help: 'help' },
];

export async function run(argv: string[], io: Io): Promise<number> {
  let command: Command | undefined;
  try {
    const { name, rest, lang: leadingLang, help } = leading(argv);
    if (name === undefined || name === 'help') {
      const topic = name === 'help' ? rest.find((arg) => !arg.startsWith('-')) : undefined;
      const about = topic === undefined ? undefined : findCommand(topic);
      if (name === undefined && !help) {
        io.stderr(overview(COMMANDS));
        return EXIT.usage;
      }
      io.stdout(about ? commandHelp(about) : overview(COMMANDS));
      return EXIT.ok;
    }
    command = findCommand(name);
    const parsed = parseArgs(rest, command.name, [...command.options, ...GLOBAL_OPTIONS]);
    if (help || parsed.options.has('help')) {
      io.stdout(commandHelp(command));
      return EXIT.ok;
    }
    const langOption = parsed.options.get('lang');
    const lang = languageOf(typeof langOption === 'string' ? langOption : leadingLang, io.env);
    const context: Context = {
      io,
      parsed,
      json: parsed.options.has('json'),
      lang,
      signIn: async () => {
        const target = connection(io.env);
        connectTo(target, lang, io.fetch);
        return { session: await signIn(), url: target.url };
      },
      sleep: (ms) => sleep(ms),
    };
    return await command.run(context);
  } catch (error) {
    return failed(io, error, command);
  }
}

/** The options before the command's name (hpc --lang zh jobs), and the name. */
function leading(argv: readonly string[]): { name?: string; rest: string[]; lang?: string; help: boolean } {
  let lang: string | undefined;
  let help = false;
  // --json before the name is the command's to take (hpc --json clusters).
  const carried: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--lang') lang = argv[(i += 1)];
    else if (arg.startsWith('--lang=')) lang = arg.slice('--lang='.length);
    else if (arg === '--json') carried.push(arg);
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else return { name: arg, rest: [...carried, ...argv.slice(i + 1)], lang, help };
  }
  if (carried.length && !help) throw new UsageError(`${carried[0]} needs a command`);
  return { rest: [], lang, help };
}

function findCommand(name: string): Command {
  const found = COMMANDS.find((command) => command.name === name);
  if (!found) throw new UsageError(`unknown command "${name}" (commands: ${COMMANDS.map((c) => c.name).join(', ')})`);
  return found;
}

function failed(io: Io, error: unknown, command: Command | undefined): ExitCode {
  if (error instanceof UsageError) {
    io.stderr(`hpc: ${error.message}\n`);
    const about = error.command ?? command?.name;
    io.stderr(about ? `Usage: hpc ${about} --help\n` : 'Usage: hpc help\n');
    return EXIT.usage;
  }
  if (error instanceof CliError) {
    io.stderr(`hpc: ${error.message}\n`);
    return error.code;
  }
  if (isGatewayError(error)) {
    io.stderr(refusal(error));
    return exitCodeOf(error);
  }
  io.stderr(`hpc: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT.usage;
}

/** The gateway's message (in the user's language), then each field problem's on a line of its own. */
function refusal(error: GatewayError): string {
  const problems = error.validation.map((problem) => problem.message).filter(Boolean);
  // The client appends the problems to the message in brackets; here they are listed instead.
  const suffix = problems.length ? ` (${problems.join('; ')})` : '';
  const message = suffix && error.message.endsWith(suffix) ? error.message.slice(0, -suffix.length) : error.message;
  return `hpc: ${message}\n${problems.map((problem) => `  - ${problem}\n`).join('')}`;
}
