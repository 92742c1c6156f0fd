/**
 * What `hpc` exits with, and how a failure maps to it: a script tells a refused token from a missing job, a broken
 * rule or an unreachable gateway by the code alone.
 */
import type { GatewayError } from '../src/api/gateway';

export const EXIT = {
  ok: 0,
  usage: 1,
  signIn: 2,
  refused: 3,
  notFound: 4,
  rule: 5,
  unreachable: 6,
  jobNotFinished: 7,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The codes as `hpc help` and the README list them. */
export const EXIT_CODE_MEANINGS: readonly [ExitCode, string][] = [
  [EXIT.ok, 'done (watch: the job finished)'],
  [EXIT.usage, 'usage error: an unknown command or option, or a missing argument (the message says which); or hpc itself failed'],
  [EXIT.signIn, 'not signed in, or the token was refused (401: expired, revoked, invalid; 429: too many refusals)'],
  [EXIT.refused, 'refused (403): the token lacks the scope, or the user lacks the right'],
  [EXIT.notFound, 'not found (404)'],
  [EXIT.rule, 'a rule or a conflict (409, 422): each field problem is printed'],
  [EXIT.unreachable, 'the gateway could not be reached, timed out, or answered 5xx'],
  [EXIT.jobNotFinished, 'the watched job ended other than finished (failed, timed out, cancelled, stopped…)'],
];

/** A command line that cannot run as written (exit 1); the message names what is wrong. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A failure of the command line's own with its exit code (e.g. no saved sign-in). */
export class CliError extends Error {
  constructor(
    readonly code: ExitCode,
    message: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The exit code of a refusal or a failed request of the generated client. */
export function exitCodeOf(error: GatewayError): ExitCode {
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted') return EXIT.unreachable;
  const status = error.status;
  // A 200 whose ret_code is not 0 is the gateway's refusal by its rules.
  if (error.kind === 'failure') return EXIT.rule;
  // The sign-in throttle locks out an address that sent bad tokens: the token is what the user must fix.
  if (status === 401 || status === 429) return EXIT.signIn;
  if (status === 403) return EXIT.refused;
  if (status === 404) return EXIT.notFound;
  if (status === 409 || status === 422 || status === 400) return EXIT.rule;
  return EXIT.unreachable;
}
