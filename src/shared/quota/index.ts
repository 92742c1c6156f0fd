/** Quota warnings above 80 % and 90 % used (ADR 0026, ADR 0046). */
export { QUOTA_ALERT_AT, QUOTA_WARN_AT, quotaLevel, quotaPercentText, quotaWarnings, worstLevel, type QuotaLevel, type QuotaWarning } from './quota-level';
export { QuotaWarningLine, QuotaWarningList, warningKey } from './quota-warning-list';
