/**
 * What a simulated job does, read deterministically from its command line or script: `sleep N` takes N
 * seconds (s, m, h and d suffixes), `echo …` prints a line, `exit N` ends with N, `false` fails with 1 (the
 * run stops at the first failure, as `set -e` would), `true`, `cd`, `export`, `module …` and `source …` are
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
    } else if (command === 'false') {
      plan.exit_code = 1;
      plan.error = 'false: command failed with status 1';
      break;
    } else if (!INSTANT.test(command)) {
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
