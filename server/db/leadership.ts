/**
 * Which gateway runs the engine's periodic work (operation steps and tickers: the scheduler simulator, billing,
 * auto-scale) when several gateways share one PostgreSQL server (ADR 0037): the one that holds a
 * session-level advisory lock on a connection of its own. The others' engines tick but do nothing, and one of them
 * takes over when the leader's connection ends (its process stopped or died: PostgreSQL releases the lock).
 */
import type { ClientBase } from 'pg';

const ENGINE_LOCK = 0x4870_6330;

export interface Leadership {
  /** Whether this process leads now; tries to take the lead if nobody holds it. */
  lead(): Promise<boolean>;
  close(): Promise<void>;
}

export function serverLeadership(connect: () => Promise<ClientBase & { end(): Promise<void> }>): Leadership {
  let client: (ClientBase & { end(): Promise<void> }) | undefined;
  let leading = false;
  let closed = false;
  const lost = () => {
    leading = false;
    const ended = client;
    client = undefined;
    void ended?.end().catch(() => undefined);
  };
  return {
    async lead() {
      if (closed) return false;
      if (leading) return true;
      try {
        if (!client) {
          client = await connect();
          client.on('error', lost);
          client.on('end', () => {
            leading = false;
            client = undefined;
          });
        }
        const [row] = (await client.query<{ mine: boolean }>('SELECT pg_try_advisory_lock($1) AS mine', [ENGINE_LOCK])).rows;
        leading = row?.mine === true;
      } catch {
        lost();
      }
      return leading;
    },
    async close() {
      closed = true;
      leading = false;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
