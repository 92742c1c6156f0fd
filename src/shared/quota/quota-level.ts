/**
 * Quota warnings (ADR 0026, amended by ADR 0046): above 80 % of a core-hour or storage quota used the user is warned
 * in yellow, above 90 % in red: the spec's usage colours (../format/usage.ts), one rule for the bars and the warnings.
 */
import type { QuotaUsage } from '@/api/generated/model/quotaUsage';
import { formatNumber, usageColor, usagePercent, USAGE_RED_ABOVE, USAGE_YELLOW_ABOVE, type UsageColor } from '@/shared/format';

export type QuotaLevel = Exclude<UsageColor, 'green'>;

/** The warning of a usage percentage: red above 90, yellow above 80, none at or below 80. */
export function quotaLevel(percent: number): QuotaLevel | null {
  if (!Number.isFinite(percent)) return null;
  const color = usageColor(percent);
  return color === 'green' ? null : color;
}

/**
 * A used percentage as a user reads it: rounded to a whole number (82.4 -> "82"), except where rounding would put it
 * on the other side of a line the colour or the word "full" depends on: 80.3 % is yellow and shows "80.3", 90.2 %
 * is red and shows "90.2", 99.7 % is not full and shows "99.7".
 */
export function quotaPercentText(percent: number): string {
  const whole = Math.round(percent);
  const crossesUp = [USAGE_YELLOW_ABOVE, USAGE_RED_ABOVE].some((line) => percent > line && whole <= line);
  if (crossesUp) return formatNumber(Math.ceil(percent * 10) / 10, 1);
  if (percent < 100 && whole >= 100) return formatNumber(Math.floor(percent * 10) / 10, 1);
  return formatNumber(whole, 0);
}

export interface QuotaWarning {
  quota: QuotaUsage;
  percent: number;
  level: QuotaLevel;
}

/** The quotas above 80 % used, the most used first. */
export function quotaWarnings(quotas: readonly QuotaUsage[] | undefined): QuotaWarning[] {
  const warnings: QuotaWarning[] = [];
  for (const quota of quotas ?? []) {
    const percent = usagePercent(quota.used, quota.quota);
    const level = quotaLevel(percent);
    if (level) warnings.push({ quota, percent, level });
  }
  return warnings.sort((a, b) => b.percent - a.percent);
}

/** The most severe level of the warnings, or null. */
export function worstLevel(warnings: readonly QuotaWarning[]): QuotaLevel | null {
  if (!warnings.length) return null;
  return warnings.some((w) => w.level === 'red') ? 'red' : 'yellow';
}
