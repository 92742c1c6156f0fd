/**
 * globalSetup of the gateway-pg project (vitest.config.ts): starts one PostgreSQL server of its own
 * (./postgres.ts) for the whole run and hands its URL to the test files in HPC_TEST_POSTGRES_URL, where
 * startTestGateway gives every test gateway a database of its own on it; stops it at the end.
 */
import { TEST_POSTGRES_ENV } from '../test-support';
import { startPostgres } from './postgres';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startPostgres();
  process.env[TEST_POSTGRES_ENV] = server.url;
  return () => server.stop();
}
