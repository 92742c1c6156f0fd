/**
 * The rules of a day range (./day-range) as the gateway applies them to the start_time / end_time it receives
 * (spec section 5: start before end; the operation log's contract: at most 90 days). The check runs on the very
 * instants rangeParams sends, so a range the console accepts is one the gateway accepts.
 */
import { displayZone, formatDate, partsIn, type DisplayZone } from './date';
import { rangeParams, type DayRange } from './day-range';
import { DAY_MS } from './fuzzy-time';

/** Why a range cannot be sent: a day missing, the start after the end, or longer than allowed. */
export type DayRangeProblem = 'missing' | 'reversed' | 'too-long';

/** The first rule the range breaks, or null. `maxDays`: the longest span end_time - start_time allowed. */
export function dayRangeProblem(range: Partial<DayRange>, maxDays?: number, zone: DisplayZone = displayZone()): DayRangeProblem | null {
  if (!range.start || !range.end) return 'missing';
  const { start_time: start, end_time: end } = rangeParams(range, zone);
  const from = Date.parse(start ?? '');
  const to = Date.parse(end ?? '');
  if (Number.isNaN(from) || Number.isNaN(to)) return 'missing';
  if (from > to) return 'reversed';
  if (maxDays !== undefined && to - from > maxDays * DAY_MS) return 'too-long';
  return null;
}

/** The last `days` calendar days up to today, today included. */
export function lastDays(days: number, now: Date = new Date(), zone: DisplayZone = displayZone()): DayRange {
  const today = partsIn(now.getTime(), zone);
  const start = new Date(Date.UTC(today.year, today.month - 1, today.day - (days - 1)));
  return { start: formatDate(start, { utcOffsetMinutes: 0 }), end: formatDate(now, zone) };
}
