/**
 * A submission-time range of the job lists (HPC and simulation; spec section 5: it defaults to the last 6 months).
 * The range is picked as calendar days in the zone the console shows times in (./date) and sent as start_time /
 * end_time (UTC date-times): from the start of the first day to the end of the last.
 */
import type { DateTime } from '@/api/generated/model/dateTime';
import { displayZone, formatDate, partsIn, type DisplayZone } from './date';

export const DEFAULT_RANGE_MONTHS = 6;

/** Days as the date inputs hold them (YYYY-MM-DD). */
export interface DayRange {
  start: string;
  end: string;
}

/** The last 6 months up to today. */
export function defaultDayRange(now: Date = new Date(), zone: DisplayZone = displayZone()): DayRange {
  const today = partsIn(now.getTime(), zone);
  const start = new Date(Date.UTC(today.year, today.month - 1 - DEFAULT_RANGE_MONTHS, today.day));
  return { start: formatDate(start, { utcOffsetMinutes: 0 }), end: formatDate(now, zone) };
}

/** The instant a day's clock time is in the zone. */
function instantOf(day: string, time: string, zone: DisplayZone): string {
  if (zone === 'local') return new Date(`${day}T${time}`).toISOString();
  return new Date(Date.parse(`${day}T${time}Z`) - zone.utcOffsetMinutes * 60_000).toISOString();
}

/** start_time at the start of the first day, end_time at the end of the last; a missing day leaves its side open. */
export function rangeParams(range: Partial<DayRange>, zone: DisplayZone = displayZone()): { start_time?: DateTime; end_time?: DateTime } {
  return {
    start_time: range.start ? instantOf(range.start, '00:00:00.000', zone) : undefined,
    end_time: range.end ? instantOf(range.end, '23:59:59.999', zone) : undefined,
  };
}
