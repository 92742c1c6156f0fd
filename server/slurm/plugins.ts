/**
 * Where Debian's Slurm keeps its plugins, and which of slurmrestd's OpenAPI plugins are installed: what every
 * slurmrestd this project starts is given (the test harness, `npm run slurm:local`, the local cloud's controllers).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PLUGIN_DIRS = [
  '/usr/lib/x86_64-linux-gnu/slurm-wlm',
  '/usr/lib/aarch64-linux-gnu/slurm-wlm',
  '/usr/lib64/slurm',
  '/usr/lib/slurm',
];

/** The plugin folder with Slurm's JWT plugins (auth_jwt, rest_auth_jwt), if one is installed. */
export function jwtPluginDir(): string | undefined {
  return PLUGIN_DIRS.find((dir) => existsSync(join(dir, 'auth_jwt.so')) && existsSync(join(dir, 'rest_auth_jwt.so')));
}

/**
 * The openapi/v0.0.x plugins installed, for slurmrestd's -s; with `accounting` (a slurmdbd beside slurmctld) the
 * openapi/dbv0.0.x ones too, which slurmrestd refuses to load without it.
 */
export function openapiPlugins(accounting = false, dir = jwtPluginDir() ?? PLUGIN_DIRS[0]!): string {
  const pattern = accounting ? /^openapi_((?:db)?v0_0_\d+)\.so$/ : /^openapi_(v0_0_\d+)\.so$/;
  return readdirSync(dir)
    .map((file) => pattern.exec(file)?.[1])
    .filter((v): v is string => !!v)
    .map((v) => `openapi/${v.replaceAll('_', '.')}`)
    .sort()
    .join(',');
}
