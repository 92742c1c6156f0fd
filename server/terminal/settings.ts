/**
 * The web terminal's settings (README, "Configuration"; ADR 0034) and the SSH endpoint form `host:port`.
 */
import { isIP } from 'node:net';

export interface SshEndpoint {
  host: string;
  port: number;
}

export interface TerminalConfig {
  /** Where the simulated cloud's nodes are reached (HPC_SSH_ENDPOINT, `host:port`, default 127.0.0.1:22). */
  sshEndpoint: SshEndpoint;
  /** No input for this long closes the shell (HPC_TERMINAL_IDLE_SECONDS, default 1800). */
  idleSeconds: number;
  /** A shell lives at most this long (HPC_TERMINAL_MAX_HOURS, default 12). */
  maxHours: number;
  /** A shell whose socket dropped is kept this long for a reattach (HPC_TERMINAL_GRACE_SECONDS, default 300). */
  graceSeconds: number;
  /** Open or detached shells per user (HPC_TERMINAL_MAX_PER_USER, default 4). */
  maxPerUser: number;
  /** A socket that has not logged in this long after it opened is closed (HPC_TERMINAL_LOGIN_SECONDS, default 120). */
  loginSeconds: number;
  /** An endpoint that does not answer within this is unreachable (10 s; shorter in tests). */
  connectTimeoutMs: number;
  /**
   * How often the sessions' change version is read while terminals are open (1 s): a session ended on any gateway
   * closes its terminals within about this long (ADR 0043).
   */
  sessionPollMs: number;
  /** The terminals' sessions are looked at again this often even when nothing changed (20 s). */
  sessionCheckMs: number;
}

/** `host:port`, `[v6]:port`, or a host alone (port 22); anything else stops start-up. */
export function parseEndpoint(text: string, name = 'endpoint'): SshEndpoint {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  const plain = /^([^:\s]+)(?::(\d+))?$/.exec(text);
  const host = bracketed?.[1] ?? plain?.[1] ?? (isIP(text) === 6 ? text : undefined);
  const port = Number(bracketed?.[2] ?? plain?.[2] ?? 22);
  if (!host || !Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be host:port, not ${JSON.stringify(text)}`);
  return { host, port };
}

export const isIPv6 = (host: string): boolean => isIP(host) === 6;
