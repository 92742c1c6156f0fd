import { defineConfig } from 'vitest/config';
import { postgresAvailable } from './server/testing/postgres';
import { slurmAvailable } from './server/testing/slurm';
import { consolePlugins } from './vite.config';

/**
 * The gateway suite once more on a PostgreSQL server of its own (issue 18): the gateway-contract tests, the Db layer
 * on a server and two gateways on one database. Where PostgreSQL 15 is not installed the project is left out, and
 * says so.
 */
const GATEWAY_ON_POSTGRES = ['tests/gateway-contract/**/*.test.ts', 'server/postgres.test.ts', 'server/multi-gateway.test.ts'];
const withPostgres = postgresAvailable();
if (!withPostgres) console.warn('gateway-pg: skipped, PostgreSQL 15 is not installed here (Debian package postgresql, /usr/lib/postgresql/15/bin)');
/**
 * A real one-node Slurm of the tests' own (issue 17, server/testing/slurm.ts): needs root and Debian's slurm-wlm,
 * slurmrestd, slurm-wlm-jwt-plugin and munge. Its files run one at a time (each starts a cluster whose node is this
 * machine; two at once work, but each also runs jobs on the shared CPUs).
 */
const ON_SLURM = ['server/**/*.slurm.test.ts', 'tests/slurm/**/*.test.ts'];
const withSlurm = slurmAvailable();
if (!withSlurm) console.warn('slurm: skipped, needs root and the Debian packages slurm-wlm slurmrestd slurm-wlm-jwt-plugin munge');

export default defineConfig({
  test: {
    // Two workers on CI's two cores for every project but e2e (whose fileParallelism: false puts its files in a group
    // of their own, run one after the other once the others are done). Vitest's default, cores - 1 = 1, ran the
    // whole suite one file at a time (52 min in CI); the non-browser files wait on PGlite and jsdom start-up often
    // enough for two to share the two cores.
    maxWorkers: 2,
    projects: [
      {
        // The console: logic and components, with the same plugins as the build (lingui macro, React, .po).
        plugins: consolePlugins,
        test: {
          name: 'console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          // CI runs every project at once on two cores: a screen waiting for a lazily loaded piece can take seconds
          // (src/testing/waits.ts).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // On a PostgreSQL server: the gateway-pg project; on a real Slurm: the slurm project.
          exclude: ['server/postgres.test.ts', 'server/multi-gateway.test.ts', ...ON_SLURM],
          environment: 'node',
          // A test gateway (PGlite, migrations, seed) starts in seconds, more on a loaded machine.
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'gateway-contract',
          include: ['tests/gateway-contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      ...(withPostgres
        ? [{
          test: {
            name: 'gateway-pg',
            include: GATEWAY_ON_POSTGRES,
            environment: 'node',
            globalSetup: ['server/testing/postgres-global-setup.ts'],
            setupFiles: ['server/testing/postgres-setup-file.ts'],
            testTimeout: 30_000,
            hookTimeout: 180_000,
          },
        }]
        : []),
      ...(withSlurm
        ? [{
          test: {
            name: 'slurm',
            include: ON_SLURM,
            environment: 'node',
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        }]
        : []),
      {
        // End-to-end: the built console served by a real gateway, driven in Debian's Chromium.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
