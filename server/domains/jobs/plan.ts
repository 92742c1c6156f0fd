/**
 * What a simulated job does, read deterministically from its command line or script: `sleep N` takes N
 * seconds (s, m, h and d suffixes), `echo …` prints a line, `exit N` ends with N, `false` fails with 1, and so does
 * a comparison of two numbers that does not hold (`test 3 -lt 6`, `[ 7 -ne 2 ]`: an array's task reads its index so;
 * the run stops at the first failure, as `set -e` would), `true`, `cd`, `export`, `module …` and `source …` are
 * instant, and any other command takes a few seconds, computing on every core of the job (its CPU time, ADR 0058),
 * and is echoed to the output as it runs.
 */
export interface JobPlan {
  /** Simulated seconds of the whole run, before any time limit. */
  duration: number;
  exit_code: number;
  /** Lines the run prints to standard output, in order. */
  lines: string[];
  /** A line for standard error when the run fails. */
  error?: string;
  /** Of `duration`, the seconds its commands compute on every core of the job (a `sleep` computes nothing). */
  busy?: number;
}

const OTHER_COMMAND_SECONDS = 3;
const INSTANT = /^(true|:|cd|export|module|source|set|ulimit|unset|\.)(\s|$)/;
const UNITS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86400 };

function unquote(text: string): string {
  const trimmed = text.trim();
  const quoted = /^(['"])(.*)\1$/.exec(trimmed);
  return quoted ? quoted[2] : trimmed;
}

/** The commands of a script or command line: comments dropped, split at newlines, ;, && and ||. */
function commands(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => line.split(/;|&&|\|\|/))
    .map((c) => c.trim())
    .filter(Boolean);
}

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
  lt: (a, b) => a < b,
  le: (a, b) => a <= b,
  gt: (a, b) => a > b,
  ge: (a, b) => a >= b,
};

/** Whether `test A -op B` (or `[ A -op B ]`) of two numbers holds; undefined for any other command. */
function comparison(command: string): boolean | undefined {
  const match = /^(?:test\s+(-?\d+)\s+-(eq|ne|lt|le|gt|ge)\s+(-?\d+)|\[\s+(-?\d+)\s+-(eq|ne|lt|le|gt|ge)\s+(-?\d+)\s+\])$/.exec(command);
  if (!match) return undefined;
  const [a, op, b] = match[1] !== undefined ? [match[1], match[2], match[3]] : [match[4], match[5], match[6]];
  return COMPARE[op ?? 'eq']?.(Number(a), Number(b));
}

export function planOf(text: string): JobPlan {
  const plan: JobPlan = { duration: 0, exit_code: 0, lines: [], busy: 0 };
  for (const command of commands(text)) {
    const sleep = /^sleep\s+(\d+(?:\.\d+)?)([smhd]?)$/.exec(command);
    const exit = /^exit(?:\s+(-?\d+))?$/.exec(command);
    if (sleep) plan.duration += Math.round(Number(sleep[1]) * UNITS[sleep[2]]);
    else if (/^echo(\s|$)/.test(command)) plan.lines.push(unquote(command.slice(4)));
    else if (exit) {
      plan.exit_code = exit[1] ? Number(exit[1]) & 255 : 0;
      if (plan.exit_code !== 0) plan.error = `job script exited with status ${plan.exit_code}`;
      break;
    } else if (command === 'false' || comparison(command) === false) {
      plan.exit_code = 1;
      plan.error = `${command.split(' ')[0]}: command failed with status 1`;
      break;
    } else if (!INSTANT.test(command) && comparison(command) === undefined) {
      plan.duration += OTHER_COMMAND_SECONDS;
      plan.busy = (plan.busy ?? 0) + OTHER_COMMAND_SECONDS;
      plan.lines.push(`+ ${command}`);
    }
  }
  plan.duration = Math.max(plan.duration, 1);
  return plan;
}

/** A job whose script cannot be read fails at once, as the shell would. */
export function missingScriptPlan(path: string): JobPlan {
  return { duration: 1, exit_code: 127, lines: [], error: `/bin/bash: ${path}: No such file or directory`, busy: 0 };
}
