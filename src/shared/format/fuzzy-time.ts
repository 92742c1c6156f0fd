/**
 * Fuzzy time (spec section 9), by the time elapsed since the value:
 * - up to and including 3 minutes: "just now";
 * - under 60 minutes: "N minutes ago" (whole minutes, rounded down; so 3 to 59);
 * - under 24 hours: the time, HH:mm;
 * - under 48 hours: "yesterday HH:mm";
 * - otherwise the date, YYYY-MM-DD HH:mm:ss.
 * Times in the future (a clock ahead of ours): up to 3 minutes ahead is "just now" (clock skew); further ahead
 * shows the full date. Missing or invalid input shows "-".
 *
 * The zone follows the locale (zh: UTC+8, en: the browser's zone; see ./date.ts); `now` and `zone` are
 * parameters so tests are deterministic.
 */
import { plural, t } from '@lingui/core/macro';
import { displayZone, formatDateTime, formatTime, NO_DATE, toEpochMs, type DateInput, type DisplayZone } from './date';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Up to this much ago (inclusive) is "just now". */
export const JUST_NOW_MS = 3 * MINUTE_MS;

export interface FuzzyTimeOptions {
  /** The current time; default Date.now(). */
  now?: DateInput;
  /** Default: the active locale's zone. */
  zone?: DisplayZone;
}

export function fuzzyTime(value: DateInput, options: FuzzyTimeOptions = {}): string {
  const at = toEpochMs(value);
  if (at === null) return NO_DATE;
  const now = toEpochMs(options.now ?? Date.now()) ?? Date.now();
  const zone = options.zone ?? displayZone();
  const elapsed = now - at;
  if (elapsed < 0) return -elapsed <= JUST_NOW_MS ? t`just now` : formatDateTime(at, zone);
  if (elapsed <= JUST_NOW_MS) return t`just now`;
  if (elapsed < HOUR_MS) {
    const minutes = Math.floor(elapsed / MINUTE_MS);
    return t`${plural(minutes, { one: '# minute ago', other: '# minutes ago' })}`;
  }
  const time = formatTime(at, zone);
  if (elapsed < DAY_MS) return time;
  if (elapsed < 2 * DAY_MS) return t`yesterday ${time}`;
  return formatDateTime(at, zone);
}
