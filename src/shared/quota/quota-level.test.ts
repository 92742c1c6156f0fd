import { describe, expect, it } from 'vitest';
import type { QuotaUsage } from '@/api/generated/model/quotaUsage';
import { quotaLevel, quotaPercentText, quotaWarnings, worstLevel } from './quota-level';

const quota = (used: number, kind: QuotaUsage['kind'] = 'core_hours'): QuotaUsage => ({
  cluster_id: 'ehpc-k8x2m4q1',
  kind,
  source: 'cluster_user',
  account: 'usr_owner',
  quota: 100,
  used,
  reserved: 0,
  remaining: 100 - used,
});

describe('quota warnings', () => {
  it('warns yellow above 80 % and red above 90 % used (the spec usage colours)', () => {
    expect(quotaLevel(79.9)).toBeNull();
    expect(quotaLevel(80)).toBeNull();
    expect(quotaLevel(80.01)).toBe('yellow');
    expect(quotaLevel(90)).toBe('yellow');
    expect(quotaLevel(90.01)).toBe('red');
    expect(quotaLevel(130)).toBe('red');
    expect(quotaLevel(Number.NaN)).toBeNull();
  });

  it('says a used percentage rounded, except where rounding would cross a colour line or say full', () => {
    expect(quotaPercentText(82.4)).toBe('82');
    expect(quotaPercentText(82.5)).toBe('83');
    expect(quotaPercentText(80.3)).toBe('80.3');
    expect(quotaPercentText(80.01)).toBe('80.1');
    expect(quotaPercentText(90.2)).toBe('90.2');
    expect(quotaPercentText(89.7)).toBe('90');
    expect(quotaPercentText(99.7)).toBe('99.7');
    expect(quotaPercentText(100)).toBe('100');
    expect(quotaPercentText(130.4)).toBe('130');
  });

  it('lists the quotas above 80 %, the most used first, and their worst level', () => {
    const warnings = quotaWarnings([quota(79), quota(85, 'storage'), quota(95)]);
    expect(warnings.map((w) => [w.quota.kind, w.level])).toEqual([
      ['core_hours', 'red'],
      ['storage', 'yellow'],
    ]);
    expect(worstLevel(warnings)).toBe('red');
    expect(worstLevel(quotaWarnings([quota(81)]))).toBe('yellow');
    expect(worstLevel(quotaWarnings([quota(80)]))).toBeNull();
    expect(worstLevel(quotaWarnings([quota(0), { ...quota(0), quota: 0 }]))).toBeNull();
    expect(quotaWarnings(undefined)).toEqual([]);
  });
});
