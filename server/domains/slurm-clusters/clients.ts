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

/** A client of its own, not kept (registration's checks: a connection not saved yet). */
export const freshSlurmClient = (connection: SlurmConnection): SlurmClient => factory(connection);

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
