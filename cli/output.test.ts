/** The command line's own pieces without a gateway: tables, times, the configuration's precedence, the parser. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArgs } from './args';
import { apiBase, configPath, connection, saveSignIn } from './config';
import { UsageError } from './exit-codes';
import { duration, isoTime, table } from './output';

const home = mkdtempSync(join(tmpdir(), 'hpc-cli-unit-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('output', () => {
  it('aligns columns, a Chinese character taking two cells, with no trailing spaces', () => {
    expect(
      table(
        ['ID', 'NAME', 'STATUS'],
        [
          ['hpc-a1', '气象', 'active'],
          ['ehpc-b2', 'cfd', ''],
        ],
      ),
    ).toBe(['ID       NAME  STATUS', 'hpc-a1   气象  active', 'ehpc-b2  cfd'].join('\n') + '\n');
  });

  it("prints an instant as ISO 8601 in the user's zone with its offset", () => {
    const at = '2026-05-01T02:20:30Z';
    expect(isoTime(at, { TZ: 'Asia/Shanghai' })).toBe('2026-05-01T10:20:30+08:00');
    expect(isoTime(at, { TZ: 'America/New_York' })).toBe('2026-04-30T22:20:30-04:00');
    expect(isoTime(at, { TZ: 'UTC' })).toBe('2026-05-01T02:20:30+00:00');
    expect(isoTime(null, { TZ: 'UTC' })).toBe('-');
    expect(duration(3723)).toBe('1:02:03');
    expect(duration(65)).toBe('1:05');
  });
});

describe('configuration', () => {
  it('takes HPC_URL and HPC_TOKEN over the saved file, each on its own, under the base path', () => {
    const env = { XDG_CONFIG_HOME: home };
    expect(configPath(env)).toBe(join(home, 'hpc', 'config.json'));
    saveSignIn(env, { url: 'http://saved:8080', token: 'saved-token' });
    expect(connection(env)).toEqual({ url: 'http://saved:8080', token: 'saved-token', api: 'http://saved:8080/_micro_/hpc/api' });
    expect(connection({ ...env, HPC_TOKEN: 'env-token' })).toMatchObject({ url: 'http://saved:8080', token: 'env-token' });
    expect(connection({ ...env, HPC_URL: 'https://other/', HPC_BASE_PATH: '/console' })).toMatchObject({
      url: 'https://other',
      token: 'saved-token',
      api: 'https://other/console/api',
    });
    // A URL given with the base path does not get it twice.
    expect(apiBase('http://h:8080/_micro_/hpc/', {})).toBe('http://h:8080/_micro_/hpc/api');
  });
});

describe('arguments', () => {
  const options = [
    { name: 'limit', value: 'N', help: '' },
    { name: 'json', help: '' },
  ];

  it('reads --name value, --name=value and flags, and names what is wrong', () => {
    const parsed = parseArgs(['a', '--limit', '5', '--json', 'b'], 'jobs', options);
    expect(parsed.positionals).toEqual(['a', 'b']);
    expect(Object.fromEntries(parsed.options)).toEqual({ limit: '5', json: true });
    expect(parseArgs(['--limit=7'], 'jobs', options).options.get('limit')).toBe('7');
    expect(() => parseArgs(['--nope'], 'jobs', options)).toThrow(new UsageError('unknown option --nope', 'jobs'));
    expect(() => parseArgs(['--limit'], 'jobs', options)).toThrow('--limit needs a value (N)');
    expect(() => parseArgs(['--json=1'], 'jobs', options)).toThrow('--json takes no value');
  });
});
