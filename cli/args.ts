/**
 * The command line's own parser: options of the command only (an unknown one is a usage error naming it), values as
 * `--name value` or `--name=value`, then the positional arguments in order.
 */
import { UsageError } from './exit-codes';

export interface OptionSpec {
  name: string;
  /** The value's placeholder; absent for a flag. */
  value?: string;
  help: string;
}

export interface Parsed {
  positionals: string[];
  options: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[], command: string, specs: readonly OptionSpec[]): Parsed {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h') {
      options.set('help', true);
      continue;
    }
    if (!arg.startsWith('--') || arg === '-') {
      if (arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option ${arg}`, command);
      positionals.push(arg);
      continue;
    }
    const [name, inline] = splitOption(arg.slice(2));
    const spec = specs.find((s) => s.name === name);
    if (!spec) throw new UsageError(`unknown option --${name}`, command);
    if (!spec.value) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`, command);
      options.set(name, true);
      continue;
    }
    const value = inline ?? argv[i + 1];
    if (value === undefined) throw new UsageError(`--${name} needs a value (${spec.value})`, command);
    if (inline === undefined) i += 1;
    options.set(name, value);
  }
  return { positionals, options };
}

function splitOption(text: string): [string, string | undefined] {
  const at = text.indexOf('=');
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** An option's text value, or undefined when not given. */
export function textOption(parsed: Parsed, name: string): string | undefined {
  const value = parsed.options.get(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * A whole number option, as written: its range is the contract's to judge (the gateway names the field), so 0 or a
 * negative number is sent as it is.
 */
export function integerOption(parsed: Parsed, name: string, command: string): number | undefined {
  const value = textOption(parsed, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} needs a whole number, not "${value}"`, command);
  return Number(value);
}

/** A period in seconds (fractions allowed), more than 0. */
export function secondsOption(parsed: Parsed, name: string, command: string, fallback: number): number {
  const value = textOption(parsed, name);
  if (value === undefined) return fallback;
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(seconds > 0)) throw new UsageError(`--${name} needs a number of seconds above 0`, command);
  return seconds;
}
