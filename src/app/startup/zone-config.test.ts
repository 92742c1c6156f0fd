import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockGatewayCalls, refusal, resetGatewayMock } from '@/shared/testing/gateway-mock';
import { testConfig } from '@/shared/testing/session-render';
import { readConfig } from './zone-gate';

afterEach(() => {
  resetGatewayMock();
  vi.restoreAllMocks();
});

describe('start-up configuration read', () => {
  it('reads the zone’s hpc-config with the default namespace as fallback in one request, logging nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = testConfig();
    const calls = mockGatewayCalls({
      'entries/hpc-config': () => ({ namespace: 'default', key: 'hpc-config', value: config, update_time: '2026-11-18T03:00:00Z' }),
    });
    expect(await readConfig('pek3')).toEqual(config);
    const reads = callsTo(calls, 'entries/hpc-config');
    expect(reads).toHaveLength(1);
    expect(reads[0].url.pathname).toMatch(/\/config\/namespaces\/pek3\/entries\/hpc-config$/);
    expect(reads[0].url.searchParams.get('fallback')).toBe('default');
    expect(errors).not.toHaveBeenCalled();
  });

  it('answers null and logs it when neither the zone nor the default namespace has one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockGatewayCalls({ 'entries/hpc-config': () => refusal(404, 1404, '请到配置中心检查该区域的配置是否正常') });
    expect(await readConfig('gd2')).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
