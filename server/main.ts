/**
 * `npm start`: as root on Debian installs the packages real clusters need when they are missing (the local cloud,
 * ADR 0047), builds the console when it has not been built, then starts the gateway on PORT and prints where it is
 * and who can sign in. Every change is kept in HPC_DATA_DIR (or DATABASE_URL) across restarts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CloudUnavailable, installOnFirstUse } from './cloud/index';
import { readConfig } from './config';
import { startGateway } from './gateway';
import { DEMO_ACCOUNTS } from './seed/identity';

/** The newest modification time of the console's sources (src/, locales/, index.html), 0 when absent. */
function newestSource(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestSource(join(path, name))));
}

/** The settings, or a stop saying which one is wrong and why (no stack: the message names the variable). */
function settings(): ReturnType<typeof readConfig> {
  try {
    return readConfig();
  } catch (error) {
    console.error(`The gateway does not start: ${(error as Error).message}`);
    process.exit(1);
  }
}

const config = settings();
// Before the console's build, so that HPC_CLOUD=local where the install fails stops at once.
const firstUse = await installOnFirstUse(config.cloud);
if (firstUse.done === 'failed' && firstUse.stop) {
  console.error(
    `${config.cloud.setting === 'local' ? 'HPC_CLOUD=local: ' : ''}could not install the Debian packages for real clusters (${firstUse.packages.join(' ')}): ${firstUse.why}`,
  );
  process.exit(1);
}
const builtIndex = join(config.distDir, 'index.html');
const stale =
  !existsSync(builtIndex) ||
  (existsSync('src') && statSync(builtIndex).mtimeMs < Math.max(...['src', 'locales', 'index.html'].map(newestSource)));
if (stale) {
  console.log(existsSync(builtIndex) ? 'Rebuilding the console (sources changed)…' : 'Building the console (first start)…');
  execFileSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, HPC_BASE_PATH: config.basePath } });
}
const gateway = await startGateway(config, { logger: process.env.HPC_LOG === '1' }).catch((error: unknown) => {
  if (!(error instanceof CloudUnavailable)) throw error;
  console.error(error.message);
  process.exit(1);
});
await gateway.app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}${config.basePath}`;
console.log(`\nHPC console: ${url}`);
console.log(`Gateway:     ${url}api  (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`);
console.log(`Clusters:    ${gateway.clouds.note}`);
const { identity } = config;
const ways = [
  identity.oidc && `single sign-on "${identity.oidc.label}" (${identity.oidc.issuer})`,
  identity.ldap && `directory "${identity.ldap.label}" (${identity.ldap.url})`,
].filter(Boolean);
if (ways.length) console.log(`Sign-in:     ${ways.join(', ')}; ${identity.mapping.length} mapping rule(s)`);
if (identity.demoAccounts) {
  console.log('Demo accounts:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.user_id.padEnd(10)} ${a.password.padEnd(16)} ${a.about}`);
} else console.log('Demo accounts: off (HPC_DEMO_ACCOUNTS=off)');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
