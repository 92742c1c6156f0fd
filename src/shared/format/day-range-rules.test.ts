import { describe, expect, it } from 'vitest';
import { CHINA_STANDARD_TIME, UTC } from './date';
import { dayRangeProblem, lastDays } from './day-range-rules';

describe('day range rules', () => {
  it('needs both days, the start not after the end', () => {
    expect(dayRangeProblem({ start: '2026-11-01', end: '2026-11-20' }, undefined, UTC)).toBeNull();
    expect(dayRangeProblem({ start: '2026-11-20', end: '2026-11-20' }, undefined, UTC)).toBeNull();
    expect(dayRangeProblem({ start: '2026-11-21', end: '2026-11-20' }, undefined, UTC)).toBe('reversed');
    expect(dayRangeProblem({ start: '', end: '2026-11-20' }, undefined, UTC)).toBe('missing');
    expect(dayRangeProblem({ start: '2026-11-01' }, undefined, UTC)).toBe('missing');
  });

  it('allows at most maxDays between the instants sent (90 calendar days, the last included)', () => {
    expect(dayRangeProblem({ start: '2026-08-23', end: '2026-11-20' }, 90, CHINA_STANDARD_TIME)).toBeNull();
    expect(dayRangeProblem({ start: '2026-08-22', end: '2026-11-20' }, 90, CHINA_STANDARD_TIME)).toBe('too-long');
    expect(dayRangeProblem({ start: '2025-11-20', end: '2026-11-20' }, undefined, UTC)).toBeNull();
  });

  it('gives the last N days up to today in the display zone', () => {
    expect(lastDays(30, new Date('2026-11-20T08:30:00Z'), UTC)).toEqual({ start: '2026-10-22', end: '2026-11-20' });
    expect(lastDays(1, new Date('2026-11-20T20:00:00Z'), CHINA_STANDARD_TIME)).toEqual({ start: '2026-11-21', end: '2026-11-21' });
    expect(lastDays(90, new Date('2026-03-01T00:00:00Z'), UTC)).toEqual({ start: '2025-12-02', end: '2026-03-01' });
  });
});
