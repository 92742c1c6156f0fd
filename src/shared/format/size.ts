/**
 * Sizes, quotas and prices (spec section 9):
 * - sizes B to BB in powers of 1024 (B, KB, MB, GB, TB, PB, EB, ZB, YB, BB);
 * - quota units are bytes to G (1073741824); the storage quota is divided by 1024²;
 * - CPU time from seconds to hours (÷ 3600); limits from minutes to hours (÷ 60);
 * - prices with 4 decimals by default.
 * Missing or non-numeric input shows "-".
 */
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB', 'BB'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** Bytes per G of a quota (1024³). */
export const BYTES_PER_G = 1073741824;
/** The storage quota's divisor (1024²). */
export const STORAGE_QUOTA_DIVISOR = 1024 ** 2;
export const SECONDS_PER_HOUR = 3600;
export const MINUTES_PER_HOUR = 60;
export const PRICE_DECIMALS = 4;

const NONE = '-';

type NumberInput = number | string | null | undefined;

/** A finite number from a number or numeric string, else null. */
export function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A number with at most `decimals` decimals, trailing zeros removed: 1.50 -> "1.5", 2.00 -> "2". */
export function trimDecimals(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

export interface FormatSizeOptions {
  /** Maximum decimals (trailing zeros dropped). Default 2; bytes are always whole. */
  decimals?: number;
  /** The unit the value is in. Default B. */
  from?: SizeUnit;
  /** Show in this unit instead of the largest fitting one. */
  to?: SizeUnit;
}

/** A size in the largest unit that keeps it at or above 1: 1536 -> "1.5 KB", 1073741824 -> "1 GB", 0 -> "0 B". */
export function formatSize(value: NumberInput, options: FormatSizeOptions = {}): string {
  const n = toNumber(value);
  if (n === null) return NONE;
  const { decimals = 2, from = 'B', to } = options;
  const bytes = n * 1024 ** SIZE_UNITS.indexOf(from);
  let index = to ? SIZE_UNITS.indexOf(to) : 0;
  if (!to) while (index < SIZE_UNITS.length - 1 && Math.abs(bytes) >= 1024 ** (index + 1)) index += 1;
  let amount = bytes / 1024 ** index;
  // Rounding may reach 1024 of a unit (1023.999 KB -> "1024 KB"): step up to the next unit.
  if (!to && index < SIZE_UNITS.length - 1 && Math.abs(Number(amount.toFixed(decimals))) >= 1024) {
    index += 1;
    amount = bytes / 1024 ** index;
  }
  return `${trimDecimals(amount, index === 0 ? 0 : decimals)} ${SIZE_UNITS[index]}`;
}

/** Bytes to G of a quota (÷ 1073741824). */
export function bytesToG(bytes: number): number {
  return bytes / BYTES_PER_G;
}

/** G of a quota to bytes (× 1073741824). */
export function gToBytes(g: number): number {
  return g * BYTES_PER_G;
}

/** The storage quota as shown: the stored value ÷ 1024². */
export function storageQuotaFromRaw(raw: number): number {
  return raw / STORAGE_QUOTA_DIVISOR;
}

/** The storage quota as stored: the shown value × 1024². */
export function storageQuotaToRaw(shown: number): number {
  return shown * STORAGE_QUOTA_DIVISOR;
}

/** CPU time in seconds to hours (÷ 3600). */
export function cpuSecondsToHours(seconds: number): number {
  return seconds / SECONDS_PER_HOUR;
}

/** Hours to CPU seconds (× 3600). */
export function hoursToCpuSeconds(hours: number): number {
  return hours * SECONDS_PER_HOUR;
}

/** A limit in minutes to hours (÷ 60). */
export function minutesToHours(minutes: number): number {
  return minutes / MINUTES_PER_HOUR;
}

/** Hours to minutes (× 60). */
export function hoursToMinutes(hours: number): number {
  return hours * MINUTES_PER_HOUR;
}

/** A number with at most `decimals` decimals (trailing zeros dropped), or "-": core-hours, G, percentages. */
export function formatNumber(value: NumberInput, decimals = 2): string {
  const n = toNumber(value);
  return n === null ? NONE : trimDecimals(n, decimals);
}

/** A price with a fixed number of decimals (default 4): 1.5 -> "1.5000". */
export function formatPrice(value: NumberInput, decimals = PRICE_DECIMALS): string {
  const n = toNumber(value);
  if (n === null) return NONE;
  const fixed = n.toFixed(decimals);
  return /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed;
}
