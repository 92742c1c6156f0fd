import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { CHINA_STANDARD_TIME, UTC, type DisplayZone } from './date';
import { fuzzyTime } from './fuzzy-time';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
/** 2026-11-20 12:00:00 UTC = 20:00 in China Standard Time. */
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();

/** Elapsed time -> expected text, for a zone of UTC+8 (zh) and of UTC (en with a fixed zone). */
const cases: { name: string; elapsed: number; zh: string; en: string }[] = [
  { name: '0 s', elapsed: 0, zh: '刚刚', en: 'just now' },
  { name: '2:59 min', elapsed: 2 * M + 59 * S, zh: '刚刚', en: 'just now' },
  { name: '3:00 min (inclusive)', elapsed: 3 * M, zh: '刚刚', en: 'just now' },
  { name: '3:01 min', elapsed: 3 * M + 1 * S, zh: '3 分钟前', en: '3 minutes ago' },
  { name: '3:00.001 min', elapsed: 3 * M + 1, zh: '3 分钟前', en: '3 minutes ago' },
  { name: '4 min', elapsed: 4 * M, zh: '4 分钟前', en: '4 minutes ago' },
  { name: '59 min', elapsed: 59 * M, zh: '59 分钟前', en: '59 minutes ago' },
  { name: '59:59 min', elapsed: 59 * M + 59 * S, zh: '59 分钟前', en: '59 minutes ago' },
  { name: '60 min', elapsed: 60 * M, zh: '19:00', en: '11:00' },
  { name: '23:59 h', elapsed: 23 * H + 59 * M, zh: '20:01', en: '12:01' },
  { name: '23:59:59.999 h', elapsed: 24 * H - 1, zh: '20:00', en: '12:00' },
  { name: '24 h', elapsed: 24 * H, zh: '昨天 20:00', en: 'yesterday 12:00' },
  { name: '47:59 h', elapsed: 47 * H + 59 * M, zh: '昨天 20:01', en: 'yesterday 12:01' },
  { name: '48 h', elapsed: 48 * H, zh: '2026-11-18 20:00:00', en: '2026-11-18 12:00:00' },
  { name: '400 days', elapsed: 400 * 24 * H, zh: '2025-10-16 20:00:00', en: '2025-10-16 12:00:00' },
  // The future: clock skew up to 3 minutes is "just now", further ahead the full date.
  { name: '2:59 min ahead', elapsed: -(2 * M + 59 * S), zh: '刚刚', en: 'just now' },
  { name: '3:00 min ahead', elapsed: -3 * M, zh: '刚刚', en: 'just now' },
  { name: '3:01 min ahead', elapsed: -(3 * M + S), zh: '2026-11-20 20:03:01', en: '2026-11-20 12:03:01' },
  { name: '1 day ahead', elapsed: -24 * H, zh: '2026-11-21 20:00:00', en: '2026-11-21 12:00:00' },
];

describe('fuzzyTime in Chinese (UTC+8)', () => {
  it.each(cases)('$name -> $zh', ({ elapsed, zh }) => {
    expect(fuzzyTime(ago(elapsed), { now: NOW })).toBe(zh);
    expect(fuzzyTime(ago(elapsed), { now: NOW, zone: CHINA_STANDARD_TIME })).toBe(zh);
  });

  it('shows UTC+8 whatever the machine time zone', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(new Date(NOW).getHours()).toBe(7); // the machine's own zone is really in effect
      expect(fuzzyTime(ago(2 * H), { now: NOW })).toBe('18:00');
      expect(fuzzyTime(ago(30 * H), { now: NOW })).toBe('昨天 14:00');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('accepts Date, epoch milliseconds and epoch seconds', () => {
    expect(fuzzyTime(new Date(NOW - 10 * M), { now: new Date(NOW) })).toBe('10 分钟前');
    expect(fuzzyTime(NOW - 10 * M, { now: NOW })).toBe('10 分钟前');
    expect(fuzzyTime((NOW - 10 * M) / 1000, { now: NOW })).toBe('10 分钟前');
  });

  it('shows "-" for missing or invalid values', () => {
    expect(fuzzyTime(null, { now: NOW })).toBe('-');
    expect(fuzzyTime(undefined, { now: NOW })).toBe('-');
    expect(fuzzyTime('', { now: NOW })).toBe('-');
    expect(fuzzyTime('not a date', { now: NOW })).toBe('-');
  });
});

describe('fuzzyTime in English', () => {
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('zh'));

  it.each(cases)('$name -> $en (zone fixed to UTC)', ({ elapsed, en }) => {
    expect(fuzzyTime(ago(elapsed), { now: NOW, zone: UTC })).toBe(en);
  });

  it('uses a fixed offset given as the zone', () => {
    const newYorkWinter: DisplayZone = { utcOffsetMinutes: -5 * 60 };
    expect(fuzzyTime(ago(2 * H), { now: NOW, zone: newYorkWinter })).toBe('05:00');
  });

  describe('default zone: UTC+8 in English too, whatever the machine zone (ADR 0014)', () => {
    const saved = process.env.TZ;
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    it('ignores the machine zone (Europe/Berlin, UTC+1 in November)', () => {
      process.env.TZ = 'Europe/Berlin';
      expect(fuzzyTime(ago(2 * H), { now: NOW })).toBe('18:00');
      expect(fuzzyTime(ago(30 * H), { now: NOW })).toBe('yesterday 14:00');
      expect(fuzzyTime(ago(72 * H), { now: NOW })).toBe('2026-11-17 20:00:00');
    });

    it('ignores the machine zone (Asia/Kolkata, UTC+5:30)', () => {
      process.env.TZ = 'Asia/Kolkata';
      expect(fuzzyTime(ago(2 * H), { now: NOW })).toBe('18:00');
    });
  });
});
