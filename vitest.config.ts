import { defineConfig } from 'vitest/config';
import { postgresAvailable } from './server/testing/postgres';
import { localCloudAvailable } from './server/cloud/local/available';
import { slurmAvailable } from './server/testing/slurm';
import { sshdAvailable } from './server/testing/sshd';
import SuiteSequencer from './tests/e2e/sequencer';
import { consoleAlias, consolePlugins } from './vite.config';

/**
 * The gateway suite once more on a PostgreSQL server of its own (issue 18): the gateway-contract tests, the Db layer
 * on a server and two gateways on one database. Where PostgreSQL 15 is not installed the project is left out, and
 * says so.
 */
const GATEWAY_ON_POSTGRES = [
  'tests/gateway-contract/**/*.test.ts',
  'server/postgres.test.ts',
  'server/multi-gateway.test.ts',
  'server/storage-multi-gateway.test.ts',
  'server/terminal/terminal.multi-gateway.test.ts',
  'server/live/live.multi-gateway.test.ts',
];
const withPostgres = postgresAvailable();
if (!withPostgres)
  console.warn('gateway-pg: skipped, PostgreSQL 15 is not installed here (Debian package postgresql, /usr/lib/postgresql/15/bin)');
/**
 * A real one-node Slurm of the tests' own (issue 17, server/testing/slurm.ts): needs root and Debian's slurm-wlm,
 * slurmrestd, slurm-wlm-jwt-plugin and munge. Its files run one at a time (each starts a cluster whose node is this
 * machine; two at once work, but each also runs jobs on the shared CPUs).
 */
const ON_SLURM = ['server/**/*.slurm.test.ts', 'tests/slurm/**/*.test.ts'];
const withSlurm = slurmAvailable();
if (!withSlurm) console.warn('slurm: skipped, needs root and the Debian packages slurm-wlm slurmrestd slurm-wlm-jwt-plugin munge');
/**
 * The run's migrated embedded database (server/testing/pglite-template.ts): made once by the first of these projects'
 * set-ups, then copied by every test gateway instead of an initdb and the migrations of its own (about 4.5 s each
 * on a quiet machine, 15-25 s on busy cores). Each gateway still seeds its copy.
 */
const PGLITE_TEMPLATE = 'server/testing/pglite-template.ts';
/**
 * The local cloud (server/cloud/local): clusters whose hosts are Linux namespaces on this machine running Debian's
 * Slurm, munge and OpenSSH, as root. Its files run one at a time: each creates a cluster of real daemons.
 */
const ON_CLOUD = ['server/**/*.cloud.test.ts'];
/** The web terminal's files (unit, gateway-pg and e2e) start an OpenSSH server of their own: they skip without one. */
if (!sshdAvailable())
  console.warn("sshd: the web terminal's tests skip, they need root and /usr/sbin/sshd (Debian package openssh-server)");
const localCloud = localCloudAvailable();
if (!localCloud.ok) console.warn(`cloud: skipped, the local cloud cannot run here: ${localCloud.why}`);

export default defineConfig({
  test: {
    // Two workers on CI's two cores for every project: the first group (groupOrder 0: console, unit, contract, the
    // gateway projects), then the second (e2e and slurm, see there). Vitest's default, cores - 1 = 1, ran the
    // whole suite one file at a time (52 min in CI); the non-browser files wait on PGlite and jsdom start-up often
    // enough for two to share the two cores.
    maxWorkers: 2,
    // In the second group: the largest e2e file, then the Slurm files beside it, then the other e2e files.
    sequence: { sequencer: SuiteSequencer },
    projects: [
      {
        // The console: logic and components, with the same plugins as the build (lingui macro, React, .po).
        plugins: consolePlugins,
        resolve: { alias: consoleAlias },
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
        resolve: { alias: consoleAlias },
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // On a PostgreSQL server: the gateway-pg project; on a real Slurm: the slurm project.
          exclude: [
            'server/postgres.test.ts',
            'server/multi-gateway.test.ts',
            'server/storage-multi-gateway.test.ts',
            'server/terminal/terminal.multi-gateway.test.ts',
            'server/live/live.multi-gateway.test.ts',
            ...ON_SLURM,
            ...ON_CLOUD,
          ],
          environment: 'node',
          // One migrated PGlite database for the run, copied into each test gateway's data directory (seeded there).
          globalSetup: [PGLITE_TEMPLATE],
          // A test gateway (PGlite, migrations, seed) starts in seconds, more on a loaded machine.
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        resolve: { alias: consoleAlias },
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: consoleAlias },
        test: {
          name: 'gateway-contract',
          include: ['tests/gateway-contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: [PGLITE_TEMPLATE],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      ...(withPostgres
        ? [
            {
              resolve: { alias: consoleAlias },
              test: {
                name: 'gateway-pg',
                include: GATEWAY_ON_POSTGRES,
                environment: 'node',
                globalSetup: ['server/testing/postgres-global-setup.ts'],
                setupFiles: ['server/testing/postgres-setup-file.ts'],
                testTimeout: 30_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      ...(withSlurm
        ? [
            {
              resolve: { alias: consoleAlias },
              test: {
                name: 'slurm',
                include: ON_SLURM,
                environment: 'node',
                globalSetup: [PGLITE_TEMPLATE],
                // In the second group with e2e (see there): its files run one after the other on one worker, beside the
                // largest e2e file (tests/e2e/sequencer.ts).
                sequence: { groupOrder: 1 },
                maxWorkers: 2,
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...(localCloud.ok
        ? [
            {
              resolve: { alias: consoleAlias },
              test: {
                name: 'cloud',
                include: ON_CLOUD,
                environment: 'node',
                // The console's files start gateways: the run's migrated database spares each a migration.
                globalSetup: [PGLITE_TEMPLATE],
                // A group of its own, after e2e and slurm: each file opens a cloud of its own, whose uplink is a new address
                // on this machine, and that makes Chromium abort what it is loading (net::ERR_NETWORK_CHANGED, ADR 0047);
                // its files one after the other.
                sequence: { groupOrder: 2 },
                maxWorkers: 1,
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        // End-to-end: the built console served by a real gateway, driven in Debian's Chromium.
        resolve: { alias: consoleAlias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: [PGLITE_TEMPLATE, 'tests/e2e/global-setup.ts'],
          // The second group (groupOrder 1), once the first is done, with the slurm project on CI's two workers: e2e
          // files one at a time (each waits for the run's slot, lib/one-file.ts), the Slurm files one after the other
          // beside the first (tests/e2e/sequencer.ts). Most of a Slurm file's time is waiting (a job's run, Slurm's
          // one-minute TIMEOUT), and so is much of an e2e file's (the simulated cloud's first step delays): the last
          // CI ran e2e then slurm, 1,473 s + 255 s of its 3,268 s.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
