/**
 * globalSetup of the gateway-pg project (vitest.config.ts): starts one PostgreSQL server of its own
 * (./postgres.ts) for the whole run and provides its URL to that project's test files only (./postgres-setup-file.ts
 * puts it in HPC_TEST_POSTGRES_URL there), where startTestGateway gives every test gateway a database of its own on it;
 * stops it at the end. Never through this process's environment: every project's workers inherit it, and the other
 * projects' gateways would run on the server too.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    hpcTestPostgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide('hpcTestPostgresUrl', server.url);
  return () => server.stop();
}
