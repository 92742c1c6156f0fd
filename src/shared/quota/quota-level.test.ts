import { describe, expect, it } from 'vitest';
import type { QuotaUsage } from '../../api/generated/model/quotaUsage';
import { quotaLevel, quotaWarnings, worstLevel } from './quota-level';

const quota = (used: number, kind: QuotaUsage['kind'] = 'core_hours'): QuotaUsage => ({
  cluster_id: 'ehpc-k8x2m4q1', kind, source: 'cluster_user', account: 'usr_owner', quota: 100, used, reserved: 0, remaining: 100 - used,
});

describe('quota warnings', () => {
  it('warns yellow from 80 % and red from 90 % used', () => {
    expect(quotaLevel(79.9)).toBeNull();
    expect(quotaLevel(80)).toBe('yellow');
    expect(quotaLevel(89.99)).toBe('yellow');
    expect(quotaLevel(90)).toBe('red');
    expect(quotaLevel(130)).toBe('red');
    expect(quotaLevel(Number.NaN)).toBeNull();
  });

  it('lists the quotas at or past 80 %, the most used first, and their worst level', () => {
    const warnings = quotaWarnings([quota(79), quota(85, 'storage'), quota(95)]);
    expect(warnings.map((w) => [w.quota.kind, w.level])).toEqual([['core_hours', 'red'], ['storage', 'yellow']]);
    expect(worstLevel(warnings)).toBe('red');
    expect(worstLevel(quotaWarnings([quota(80)]))).toBe('yellow');
    expect(worstLevel(quotaWarnings([quota(0), { ...quota(0), quota: 0 }]))).toBeNull();
    expect(quotaWarnings(undefined)).toEqual([]);
  });
});
