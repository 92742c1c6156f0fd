/** The live stream's settings (ADR 0055); tests shorten the times. */
export interface LiveConfig {
  enabled: boolean;
  /** How long the hub waits after a change notice for others before it reads the versions. */
  coalesceMs: number;
  /** How often the versions are read even without a notice (one may have been lost). */
  sweepMs: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** How often the stream's session is looked at (the `auth` version; ADR 0043's session watch). */
  sessionPollMs: number;
  sessionCheckMs: number;
  /** Streams one session may hold (the console holds one per browser; a few more while tabs hand it over). */
  maxPerSession: number;
}

export const DEFAULT_LIVE: LiveConfig = {
  enabled: true,
  coalesceMs: 100,
  sweepMs: 10_000,
  heartbeatMs: 20_000,
  sessionPollMs: 1_000,
  sessionCheckMs: 20_000,
  maxPerSession: 6,
};
