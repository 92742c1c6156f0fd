/**
 * Help from the contract: each command's usage and options are the command line's own; what it does is the
 * summary and description of the operations it calls, read from the bundled contract, never written again here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OperationId } from '../src/api/generated/operations';
import type { Command } from './commands/command';
import { EXIT_CODE_MEANINGS } from './exit-codes';
import { wrap } from './output';

const CONTRACT_FILE = join(import.meta.dirname, '..', 'src', 'api', 'generated', 'openapi.json');

interface ContractOperation {
  summary: string;
  description: string;
}

let contract: Map<string, ContractOperation> | undefined;

/** The contract's operations by operationId (read once, when help is asked for). */
function operationsOfContract(): Map<string, ContractOperation> {
  if (contract) return contract;
  const doc = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  contract = new Map();
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object' || !('operationId' in op)) continue;
      const { operationId, summary, description } = op as { operationId: string; summary?: string; description?: string };
      contract.set(operationId, { summary: summary ?? '', description: description ?? '' });
    }
  return contract;
}

export function contractOperation(id: OperationId): ContractOperation {
  const found = operationsOfContract().get(id);
  if (!found) throw new Error(`the contract has no operation ${id}`);
  return found;
}

export function usageOf(command: Command): string {
  const options = command.options.map((o) => (o.value ? `[--${o.name} ${o.value}]` : `[--${o.name}]`));
  return ['hpc', command.name, ...command.args, ...(command.usageOptions ?? options)].join(' ');
}

const GLOBAL_OPTIONS = [
  ['--lang LANG', "the language of the gateway's messages: zh (Chinese) or en; else from LANG"],
  ['--help, -h', "this help, or a command's"],
] as const;

/** `hpc help`: every command with its usage and the summaries of the operations it calls, then the exit codes. */
export function overview(commands: readonly Command[]): string {
  const lines = ['hpc: the HPC console from the command line, signed in with a personal access token.', '', 'Commands:'];
  for (const command of commands) {
    lines.push(`  ${usageOf(command)}`);
    if (!command.operations.length && command.about) lines.push(wrap(command.about, '      '));
    for (const id of command.operations) lines.push(wrap(`${contractOperation(id).summary} (${id})`, '      '));
  }
  lines.push('', 'Options of every command:');
  for (const [name, help] of GLOBAL_OPTIONS) lines.push(`  ${name.padEnd(15)}  ${help}`);
  lines.push('', 'Environment:', ...ENVIRONMENT.map(([name, help]) => `  ${name.padEnd(15)}  ${help}`));
  lines.push('', 'Exit codes:', ...EXIT_CODE_MEANINGS.map(([code, meaning]) => `  ${code}  ${meaning}`));
  lines.push('', 'hpc <command> --help describes a command and the operations it calls.');
  return `${lines.join('\n')}\n`;
}

const ENVIRONMENT = [
  ['HPC_URL', "the gateway's URL (e.g. http://localhost:8080), over the saved one"],
  ['HPC_TOKEN', 'the access token, over the saved one'],
  ['HPC_BASE_PATH', "the console's base path on the gateway (default /_micro_/hpc/)"],
  ['XDG_CONFIG_HOME', 'where hpc login saves hpc/config.json (default ~/.config)'],
  ['TZ', 'the time zone times are printed in'],
] as const;

/** `hpc <command> --help`: its usage, its options, and each operation's summary and description. */
export function commandHelp(command: Command): string {
  const lines = [`Usage: ${usageOf(command)}`];
  if (command.about) lines.push('', wrap(command.about, '  '));
  if (command.options.length) {
    lines.push('', 'Options:');
    const width = Math.max(...command.options.map((o) => `--${o.name}${o.value ? ` ${o.value}` : ''}`.length));
    for (const o of command.options) lines.push(`  ${`--${o.name}${o.value ? ` ${o.value}` : ''}`.padEnd(width)}  ${o.help}`);
  }
  for (const id of command.operations) {
    const { summary, description } = contractOperation(id);
    lines.push('', `${summary} (${id}):`, wrap(description, '  '));
  }
  lines.push('', 'Exit codes: hpc help.');
  return `${lines.join('\n')}\n`;
}
