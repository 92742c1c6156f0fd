import { describe, expect, it } from 'vitest';
import { usageBarValue, usageColor, usagePercent } from './usage';

describe('usageColor', () => {
  it.each([
    [0, 'green'],
    [50, 'green'],
    [80, 'green'],
    [80.01, 'yellow'],
    [85, 'yellow'],
    [90, 'yellow'],
    [90.01, 'red'],
    [100, 'red'],
    [130, 'red'],
  ] as const)('%s%% is %s', (percent, color) => {
    expect(usageColor(percent)).toBe(color);
  });

  it('is green when the usage is unknown', () => {
    expect(usageColor(null)).toBe('green');
    expect(usageColor(undefined)).toBe('green');
    expect(usageColor(Number.NaN)).toBe('green');
  });
});

describe('usagePercent', () => {
  it('is used / total as a percentage, 0 without a total', () => {
    expect(usagePercent(45, 50)).toBe(90);
    expect(usagePercent(60, 50)).toBe(120);
    expect(usagePercent(1, 0)).toBe(0);
    expect(usagePercent(undefined, 10)).toBe(0);
    expect(usagePercent(5, null)).toBe(0);
  });
});

describe('usageBarValue', () => {
  it('clamps to 0-100 and keeps one decimal, so the bar never reports an exponent', () => {
    expect(usageBarValue(4.965841071680188e-8)).toBe(0);
    expect(usageBarValue(33.333)).toBe(33.3);
    expect(usageBarValue(140)).toBe(100);
    expect(usageBarValue(-3)).toBe(0);
    expect(usageBarValue(Number.NaN)).toBe(0);
  });
});
