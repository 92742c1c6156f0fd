/**
 * Usage colours (spec section 9): above 90 percent red, above 80 yellow, else green. The thresholds are strict:
 * exactly 80 is green and exactly 90 is yellow. The colours are Chakra colour palettes (Progress, Badge, text).
 */
export type UsageColor = 'red' | 'yellow' | 'green';

export const USAGE_RED_ABOVE = 90;
export const USAGE_YELLOW_ABOVE = 80;

/** The colour of a usage percentage (0-100); a missing or non-numeric value is green (nothing used to warn about). */
export function usageColor(percent: number | null | undefined): UsageColor {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return 'green';
  if (percent > USAGE_RED_ABOVE) return 'red';
  if (percent > USAGE_YELLOW_ABOVE) return 'yellow';
  return 'green';
}

/** Used as a percentage of total (0 when the total is 0 or missing); not clamped, so an over-quota shows above 100. */
export function usagePercent(used: number | null | undefined, total: number | null | undefined): number {
  if (!used || !total || !Number.isFinite(used) || !Number.isFinite(total) || total <= 0) return 0;
  return (used / total) * 100;
}

/** A usage bar's value: 0-100 with one decimal, since aria-valuenow must be a plain number (never 4.9e-8). */
export function usageBarValue(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
}
