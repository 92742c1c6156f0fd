import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { CHINA_STANDARD_TIME, LOCAL_TIME, UTC, displayZone, formatDate, formatDateTime, formatTime, toEpochMs } from './date';

const ISO = '2026-11-20T16:05:09Z'; // 2026-11-21 00:05:09 in UTC+8

describe('date formats', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('formats YYYY-MM-DD HH:mm:ss and HH:mm in a fixed zone', () => {
    expect(formatDateTime(ISO, UTC)).toBe('2026-11-20 16:05:09');
    expect(formatDateTime(ISO, CHINA_STANDARD_TIME)).toBe('2026-11-21 00:05:09');
    expect(formatTime(ISO, UTC)).toBe('16:05');
    expect(formatTime(ISO, CHINA_STANDARD_TIME)).toBe('00:05');
    expect(formatDate(ISO, CHINA_STANDARD_TIME)).toBe('2026-11-21');
  });

  it('pads every field', () => {
    expect(formatDateTime('2026-01-02T03:04:05Z', UTC)).toBe('2026-01-02 03:04:05');
    expect(formatTime('2026-01-02T03:04:05Z', UTC)).toBe('03:04');
  });

  it('reads offsets in the input', () => {
    expect(formatDateTime('2026-11-21T00:05:09+08:00', UTC)).toBe('2026-11-20 16:05:09');
  });

  it('defaults to UTC+8 in Chinese, whatever the machine zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(displayZone()).toEqual(CHINA_STANDARD_TIME);
    expect(formatDateTime(ISO)).toBe('2026-11-21 00:05:09');
    expect(formatTime(ISO)).toBe('00:05');
  });

  it('shows "-" for null, undefined, empty and invalid input', () => {
    for (const value of [null, undefined, '', 'yesterday', '2026-13-45T99:00:00Z', Number.NaN, new Date('x')]) {
      expect(formatDateTime(value, UTC)).toBe('-');
      expect(formatTime(value, UTC)).toBe('-');
      expect(formatDate(value, UTC)).toBe('-');
    }
  });

  it('accepts Date, epoch milliseconds, epoch seconds and offset-less strings (read as UTC)', () => {
    const ms = Date.parse(ISO);
    expect(formatDateTime(new Date(ms), UTC)).toBe('2026-11-20 16:05:09');
    expect(formatDateTime(ms, UTC)).toBe('2026-11-20 16:05:09');
    expect(formatDateTime(ms / 1000, UTC)).toBe('2026-11-20 16:05:09');
    expect(formatDateTime('2026-11-20 16:05:09', UTC)).toBe('2026-11-20 16:05:09');
    expect(formatDateTime('2026-11-20', UTC)).toBe('2026-11-20 00:00:00');
    expect(toEpochMs('2026-11-20 16:05:09.5')).toBe(ms + 500);
  });

  describe('in English (ADR 0014: one zone in every language)', () => {
    beforeAll(() => activateLocale('en'));
    afterAll(() => activateLocale('zh'));

    it('shows UTC+8 too, whatever the browser zone', () => {
      expect(displayZone()).toEqual(CHINA_STANDARD_TIME);
      process.env.TZ = 'America/Los_Angeles';
      expect(formatDateTime(ISO)).toBe('2026-11-21 00:05:09');
      expect(formatTime(ISO)).toBe('00:05');
      process.env.TZ = 'Asia/Tokyo';
      expect(formatDateTime(ISO)).toBe('2026-11-21 00:05:09');
    });

    it('takes the zone as a parameter', () => {
      process.env.TZ = 'Asia/Tokyo';
      expect(formatDateTime(ISO, LOCAL_TIME)).toBe('2026-11-21 01:05:09');
      expect(formatDateTime(ISO, UTC)).toBe('2026-11-20 16:05:09');
    });
  });
});
