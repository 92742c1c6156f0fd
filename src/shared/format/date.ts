/**
 * Dates and times as the console shows them (spec section 9): date YYYY-MM-DD HH:mm:ss, time HH:mm.
 *
 * Time zone (ADR 0014): every time on screen and in files — cells, details, charts, date-range filters, exported rows
 * and export file names — is China Standard Time, UTC+8 (no daylight saving; spec section 9), in every language and
 * whatever the browser's zone. Every function takes the zone as an optional last argument (tests, the wire's UTC).
 *
 * Input: an ISO 8601 / RFC 3339 string (the contract's date-time), a Date, or epoch milliseconds (numbers below
 * 1e11 are taken as epoch seconds). A string without an offset ("2026-11-20 08:30:00") is read as UTC.
 * Null, undefined, empty or unparsable input shows "-".
 */
export type DateInput = string | number | Date | null | undefined;

/** 'local' is the browser's time zone; otherwise a fixed offset from UTC in minutes (east positive). */
export type DisplayZone = 'local' | { utcOffsetMinutes: number };

/** China Standard Time (spec section 9: "Chinese-standard time is UTC plus 8"). */
export const CHINA_STANDARD_TIME: DisplayZone = { utcOffsetMinutes: 8 * 60 };
export const UTC: DisplayZone = { utcOffsetMinutes: 0 };
export const LOCAL_TIME: DisplayZone = 'local';

/** What is shown for a missing or invalid date. */
export const NO_DATE = '-';

/** The zone every time is shown in (ADR 0014): UTC+8, in every language and whatever the browser's zone. */
export function displayZone(): DisplayZone {
  return CHINA_STANDARD_TIME;
}

const NAIVE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/** Milliseconds since the epoch, or null when the input is missing or not a date. */
export function toEpochMs(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return Math.abs(value) < 1e11 ? value * 1000 : value;
  }
  const text = value.trim();
  const naive = NAIVE.exec(text);
  if (naive) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = naive;
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Calendar fields of an instant in a zone. */
export function partsIn(epochMs: number, zone: DisplayZone): DateParts {
  if (zone === 'local') {
    const d = new Date(epochMs);
    return {
      year: d.getFullYear(),
      month: d.getMonth() + 1,
      day: d.getDate(),
      hour: d.getHours(),
      minute: d.getMinutes(),
      second: d.getSeconds(),
    };
  }
  const d = new Date(epochMs + zone.utcOffsetMinutes * 60_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD HH:mm:ss, or "-". */
export function formatDateTime(value: DateInput, zone: DisplayZone = displayZone()): string {
  const ms = toEpochMs(value);
  if (ms === null) return NO_DATE;
  const p = partsIn(ms, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** YYYY-MM-DD, or "-". */
export function formatDate(value: DateInput, zone: DisplayZone = displayZone()): string {
  const ms = toEpochMs(value);
  if (ms === null) return NO_DATE;
  const p = partsIn(ms, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** HH:mm, or "-". */
export function formatTime(value: DateInput, zone: DisplayZone = displayZone()): string {
  const ms = toEpochMs(value);
  if (ms === null) return NO_DATE;
  const p = partsIn(ms, zone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}
