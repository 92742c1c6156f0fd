/**
 * Where the adapter gets its slurmrestd clients: the engine layer's createSlurmClient (server/slurm/client.ts), one
 * client per connection (its API version discovered once, its tokens reused). Tests put their fake in its place
 * (useSlurmClients).
 */
import { createSlurmClient } from '../../slurm/client';
import type { SlurmClient, SlurmConnection } from './slurm-types';

export type SlurmClientFactory = (connection: SlurmConnection) => SlurmClient;

let factory: SlurmClientFactory = createSlurmClient;
const clients = new Map<string, SlurmClient>();

/** Replaces the factory (a test's fake); null restores the engine layer's client. */
export function useSlurmClients(next: SlurmClientFactory | null): void {
  factory = next ?? createSlurmClient;
  clients.clear();
}

export function slurmClient(connection: SlurmConnection): SlurmClient {
  const key = JSON.stringify([
    connection.url,
    connection.jwtKeyFile ?? null,
    connection.apiVersion ?? null,
    connection.serviceUser ?? null,
  ]);
  let client = clients.get(key);
  if (!client) {
    client = factory(connection);
    clients.set(key, client);
  }
  return client;
}
