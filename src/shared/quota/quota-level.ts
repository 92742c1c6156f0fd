/**
 * Quota warnings (issue 14 §5, ADR 0026): from 80 % of a core-hour or storage quota used the user is warned in
 * yellow, from 90 % in red. The thresholds are reached at exactly 80 and 90 (the issue's "at 80 % and 90 %"); the
 * usage bars keep the spec's colours (strictly above, ../format/usage.ts). The palettes are the usage colours'.
 */
import type { QuotaUsage } from '../../api/generated/model/quotaUsage';
import { usagePercent, type UsageColor } from '../format';

export const QUOTA_WARN_AT = 80;
export const QUOTA_ALERT_AT = 90;

export type QuotaLevel = Exclude<UsageColor, 'green'>;

/** The warning of a usage percentage: red from 90, yellow from 80, none below. */
export function quotaLevel(percent: number): QuotaLevel | null {
  if (!Number.isFinite(percent)) return null;
  if (percent >= QUOTA_ALERT_AT) return 'red';
  if (percent >= QUOTA_WARN_AT) return 'yellow';
  return null;
}

export interface QuotaWarning {
  quota: QuotaUsage;
  percent: number;
  level: QuotaLevel;
}

/** The quotas at or past 80 % used, the most used first. */
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
