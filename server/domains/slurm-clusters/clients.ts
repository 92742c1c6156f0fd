/**
 * Where the adapter gets its slurmrestd client: the engine layer's createSlurmClient (server/slurm/client.ts),
 * loaded when first needed, one client per connection. Tests put their fake in its place (useSlurmClients).
 */
import type { SlurmClient, SlurmConnection } from './slurm-types';

export type SlurmClientFactory = (connection: SlurmConnection) => SlurmClient | Promise<SlurmClient>;

/** The engine layer's module, named at run time so this adapter builds before (and without) it. */
const ENGINE_CLIENT = '../../slurm/client';

async function engineClient(connection: SlurmConnection): Promise<SlurmClient> {
  const engine = (await import(/* @vite-ignore */ ENGINE_CLIENT)) as { createSlurmClient?: (c: SlurmConnection) => SlurmClient };
  if (typeof engine.createSlurmClient !== 'function') throw new Error('the Slurm client (server/slurm/client.ts) is not available');
  return engine.createSlurmClient(connection);
}

let factory: SlurmClientFactory = engineClient;
const clients = new Map<string, Promise<SlurmClient>>();

/** Replaces the factory (a test's fake); null restores the engine layer's client. */
export function useSlurmClients(next: SlurmClientFactory | null): void {
  factory = next ?? engineClient;
  clients.clear();
}

export function slurmClient(connection: SlurmConnection): Promise<SlurmClient> {
  const key = JSON.stringify([connection.url, connection.jwtKeyFile ?? null, connection.apiVersion ?? null, connection.serviceUser ?? null]);
  let client = clients.get(key);
  if (!client) {
    client = Promise.resolve().then(() => factory(connection));
    // A failed load is not kept: the next sync tries again.
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}
