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
  // A domain's or a channel's behaviour across two gateways.
  'server/**/*.multi-gateway.test.ts',
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
 * Slurm, munge and OpenSSH, as root. Its files share the run's cloud folder (server/testing/cloud-global-setup.ts), all
 * but the uplink's own file, whose cloud's address comes and goes (the cloud-uplink project, in the first group).
 */
const ON_CLOUD = ['server/**/*.cloud.test.ts'];
const OWN_UPLINK = ['server/cloud/local/uplink.cloud.test.ts'];
/** The web terminal's files (unit, gateway-pg and e2e) start an OpenSSH server of their own: they skip without one. */
if (!sshdAvailable())
  console.warn("sshd: the web terminal's tests skip, they need root and /usr/sbin/sshd (Debian package openssh-server)");
const localCloud = localCloudAvailable();
if (!localCloud.ok) console.warn(`cloud: skipped, the local cloud cannot run here: ${localCloud.why}`);

export default defineConfig({
  test: {
    // Two workers on CI's two cores for every project: the first group (groupOrder 0: console, unit, contract, the
    // gateway projects, cloud-uplink), then the second (e2e, slurm and cloud, see e2e). Vitest's default, cores - 1 = 1,
    // ran the whole suite one file at a time (52 min in CI); the non-browser files wait on PGlite and jsdom start-up
    // often enough for two to share the two cores.
    maxWorkers: 2,
    // In the second group: the e2e files one at a time, the Slurm and cloud files between them (tests/e2e/sequencer.ts).
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
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'cli/**/*.test.ts'],
          // On a PostgreSQL server: the gateway-pg project; on a real Slurm: the slurm project.
          exclude: [
            'server/postgres.test.ts',
            'server/multi-gateway.test.ts',
            'server/storage-multi-gateway.test.ts',
            'server/**/*.multi-gateway.test.ts',
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
                exclude: OWN_UPLINK,
                environment: 'node',
                // The run's cloud folder first (server/testing/cloud-global-setup.ts): Vitest runs every project's
                // globalSetup before the run's first file (and their teardowns after its last), so its uplink, this
                // machine's one new address, is made before any Chromium starts and removed after the last has
                // closed. An address that comes or goes makes Chromium abort what it is loading
                // (net::ERR_NETWORK_CHANGED); a route does not (tried, ADR 0047). Then the console's files'
                // gateways on the run's migrated database.
                globalSetup: ['server/testing/cloud-global-setup.ts', PGLITE_TEMPLATE],
                // One cloud file at a time, as when the project had a worker of its own: none sees another's clusters
                // in the shared folder (a gateway removes the zones' shared clusters its database does not know), and
                // each file's clusters are real daemons.
                setupFiles: ['server/testing/cloud-setup-file.ts'],
                // In the second group with e2e and slurm (see e2e): every file's clusters are in the run's folder (each
                // file its own ids), so a file changes only routes here, and runs beside the e2e files' Chromium.
                sequence: { groupOrder: 1 },
                maxWorkers: 2,
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
            {
              resolve: { alias: consoleAlias },
              test: {
                // The one cloud file whose cloud has an uplink of its own (made, kept while a cluster is in its folder,
                // removed by a close with none left): the first group, where no browser runs. With the cloud files:
                // --project cloud --project cloud-uplink.
                name: 'cloud-uplink',
                include: OWN_UPLINK,
                environment: 'node',
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
          // The second group (groupOrder 1), once the first is done, with the slurm and cloud projects on CI's two
          // workers: e2e files one at a time (each waits for the run's slot, lib/one-file.ts), the Slurm and cloud
          // files between them in the queue, so that one worker runs them while the other runs e2e files
          // (tests/e2e/sequencer.ts). Most of a Slurm file's time is waiting (a job's run, Slurm's one-minute TIMEOUT),
          // and so is much of an e2e file's (the simulated cloud's first step delays). Before, the cloud files ran in
          // a third group of their own, after it (each opened a cloud of its own: an address per file).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
