import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_G,
  SIZE_UNITS,
  bytesToG,
  cpuSecondsToHours,
  formatNumber,
  formatPrice,
  formatSize,
  gToBytes,
  hoursToCpuSeconds,
  hoursToMinutes,
  minutesToHours,
  storageQuotaFromRaw,
  storageQuotaToRaw,
} from './size';

describe('formatSize', () => {
  it('has the units B to BB', () => {
    expect(SIZE_UNITS).toEqual(['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB', 'BB']);
  });

  it.each(SIZE_UNITS.map((unit, power) => [unit, power] as const))('1024^%#: exactly 1 %s', (unit, power) => {
    expect(formatSize(1024 ** power)).toBe(`1 ${unit}`);
  });

  it('stays in BB beyond 1024 BB', () => {
    expect(formatSize(2048 * 1024 ** 9)).toBe('2048 BB');
  });

  it('uses the largest unit at or above 1, with up to 2 decimals, trailing zeros dropped', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1)).toBe('1 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(1024 * 1.256)).toBe('1.26 KB');
    expect(formatSize(10 * 1024 ** 2 + 1)).toBe('10 MB');
    expect(formatSize(209715200)).toBe('200 MB');
    expect(formatSize(BYTES_PER_G * 3.75)).toBe('3.75 GB');
  });

  it('steps up when rounding reaches 1024', () => {
    expect(formatSize(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('takes decimals, a source unit and a fixed target unit', () => {
    expect(formatSize(1536, { decimals: 0 })).toBe('2 KB');
    expect(formatSize(1234567, { decimals: 3 })).toBe('1.177 MB');
    expect(formatSize(2048, { from: 'MB' })).toBe('2 GB');
    expect(formatSize(1, { from: 'GB' })).toBe('1 GB');
    expect(formatSize(BYTES_PER_G, { to: 'MB' })).toBe('1024 MB');
  });

  it('keeps the sign of negative sizes', () => {
    expect(formatSize(-1536)).toBe('-1.5 KB');
  });

  it('accepts numeric strings and shows "-" for missing or non-numeric values', () => {
    expect(formatSize('2048')).toBe('2 KB');
    expect(formatSize(null)).toBe('-');
    expect(formatSize(undefined)).toBe('-');
    expect(formatSize('')).toBe('-');
    expect(formatSize('abc')).toBe('-');
    expect(formatSize(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('quota units', () => {
  it('converts bytes and G by 1073741824', () => {
    expect(BYTES_PER_G).toBe(1073741824);
    expect(bytesToG(1073741824)).toBe(1);
    expect(bytesToG(536870912)).toBe(0.5);
    expect(gToBytes(2)).toBe(2147483648);
  });

  it('divides the storage quota by 1024²', () => {
    expect(storageQuotaFromRaw(1048576)).toBe(1);
    expect(storageQuotaFromRaw(5 * 1048576)).toBe(5);
    expect(storageQuotaToRaw(3)).toBe(3145728);
  });

  it('turns CPU seconds into hours (÷ 3600) and minutes into hours (÷ 60)', () => {
    expect(cpuSecondsToHours(7200)).toBe(2);
    expect(cpuSecondsToHours(1800)).toBe(0.5);
    expect(hoursToCpuSeconds(1.5)).toBe(5400);
    expect(minutesToHours(90)).toBe(1.5);
    expect(hoursToMinutes(2)).toBe(120);
  });
});

describe('numbers and prices', () => {
  it('formats prices with 4 decimals by default', () => {
    expect(formatPrice(1.5)).toBe('1.5000');
    expect(formatPrice(0)).toBe('0.0000');
    expect(formatPrice('0.12345')).toBe('0.1235');
    expect(formatPrice(12.3, 2)).toBe('12.30');
    expect(formatPrice(-0.00001)).toBe('0.0000');
    expect(formatPrice(null)).toBe('-');
    expect(formatPrice('n/a')).toBe('-');
  });

  it('formats numbers with at most N decimals', () => {
    expect(formatNumber(cpuSecondsToHours(1000))).toBe('0.28');
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(2.5, 0)).toBe('3');
    expect(formatNumber(undefined)).toBe('-');
  });
});
