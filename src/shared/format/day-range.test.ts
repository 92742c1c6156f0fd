import { describe, expect, it } from 'vitest';
import { CHINA_STANDARD_TIME, UTC } from './date';
import { defaultDayRange, rangeParams } from './day-range';

describe('job list time range', () => {
  it('defaults to the last 6 months up to today', () => {
    expect(defaultDayRange(new Date('2026-11-20T08:30:00Z'), UTC)).toEqual({ start: '2026-05-20', end: '2026-11-20' });
    // 2026-11-20 20:00 UTC is already the 21st in China Standard Time.
    expect(defaultDayRange(new Date('2026-11-20T20:00:00Z'), CHINA_STANDARD_TIME)).toEqual({ start: '2026-05-21', end: '2026-11-21' });
    expect(defaultDayRange(new Date('2026-03-15T00:00:00Z'), UTC)).toEqual({ start: '2025-09-15', end: '2026-03-15' });
  });

  it('sends whole days of the display zone as UTC date-times', () => {
    expect(rangeParams({ start: '2026-05-20', end: '2026-11-20' }, UTC)).toEqual({
      start_time: '2026-05-20T00:00:00.000Z',
      end_time: '2026-11-20T23:59:59.999Z',
    });
    expect(rangeParams({ start: '2026-05-20', end: '2026-11-20' }, CHINA_STANDARD_TIME)).toEqual({
      start_time: '2026-05-19T16:00:00.000Z',
      end_time: '2026-11-20T15:59:59.999Z',
    });
    expect(rangeParams({}, UTC)).toEqual({ start_time: undefined, end_time: undefined });
  });
});
