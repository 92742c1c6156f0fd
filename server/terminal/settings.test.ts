import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { parseEndpoint } from './settings';
import { timerMs } from './shell';

describe('web terminal settings', () => {
  it('reads HPC_SSH_ENDPOINT as host:port, [v6]:port or a host alone, and stops start-up on anything else', () => {
    expect(parseEndpoint('10.0.0.5:2222')).toEqual({ host: '10.0.0.5', port: 2222 });
    expect(parseEndpoint('[::1]:22')).toEqual({ host: '::1', port: 22 });
    expect(parseEndpoint('login.example.com')).toEqual({ host: 'login.example.com', port: 22 });
    expect(() => parseEndpoint('host:99999')).toThrow();
    expect(() => readConfig({ HPC_SSH_ENDPOINT: 'a b:c' })).toThrow(/HPC_SSH_ENDPOINT/);
  });

  it('has the defaults of the README and takes the environment', () => {
    expect(readConfig({}).terminal).toMatchObject({
      sshEndpoint: { host: '127.0.0.1', port: 22 },
      idleSeconds: 1800,
      maxHours: 12,
      graceSeconds: 300,
      maxPerUser: 4,
      loginSeconds: 120,
    });
    const set = readConfig({
      HPC_TERMINAL_IDLE_SECONDS: '60',
      HPC_TERMINAL_MAX_HOURS: '2',
      HPC_TERMINAL_GRACE_SECONDS: '0',
      HPC_TERMINAL_MAX_PER_USER: '2',
      HPC_TERMINAL_LOGIN_SECONDS: '30',
    }).terminal;
    expect(set).toMatchObject({ idleSeconds: 60, maxHours: 2, graceSeconds: 0, maxPerUser: 2, loginSeconds: 30 });
    expect(() => readConfig({ HPC_TERMINAL_LOGIN_SECONDS: '0' })).toThrow(/HPC_TERMINAL_LOGIN_SECONDS/);
    expect(() => readConfig({ HPC_TERMINAL_MAX_PER_USER: '0' })).toThrow(/HPC_TERMINAL_MAX_PER_USER/);
  });

  it("keeps a long limit within setTimeout's range (a longer delay would fire at once)", () => {
    expect(timerMs(10_000)).toBe(10_000);
    expect(timerMs(1000 * 3_600_000)).toBe(2_147_483_647);
  });
});
