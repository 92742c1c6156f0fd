import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/shared/format';
import { hasIsolatedValue, tickDecimals } from './ticks';

describe('tickDecimals', () => {
  it('keeps one decimal for percentages and loads of one and more', () => {
    expect(tickDecimals(100)).toBe(1);
    expect(tickDecimals(3.2)).toBe(1);
    expect(tickDecimals(0)).toBe(1);
  });

  it('gives small figures enough decimals that five ticks from 0 read apart', () => {
    for (const highest of [0.5, 0.06, 0.012, 0.0009]) {
      const decimals = tickDecimals(highest);
      const labels = [0, 1, 2, 3, 4, 5].map((i) => formatNumber((highest / 5) * i, decimals));
      expect(new Set(labels).size, `${highest}: ${labels.join(' ')}`).toBe(6);
    }
  });
});

describe('hasIsolatedValue', () => {
  it('finds a value between gaps or at an end beside a gap (a first sample), not one on a line', () => {
    expect(hasIsolatedValue([null, null, 0.2])).toBe(true);
    expect(hasIsolatedValue([0.1, null, null])).toBe(true);
    expect(hasIsolatedValue([null, 3, null, 4, 5])).toBe(true);
    expect(hasIsolatedValue([null, 3, 4, null])).toBe(false);
    expect(hasIsolatedValue([null, null])).toBe(false);
  });
});
