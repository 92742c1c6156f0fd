/** Quota warnings at 80 % and 90 % used (issue 14 §5, ADR 0026). */
export { QUOTA_ALERT_AT, QUOTA_WARN_AT, quotaLevel, quotaWarnings, worstLevel, type QuotaLevel, type QuotaWarning } from './quota-level';
export { QuotaWarningLine, QuotaWarningList, warningKey } from './quota-warning-list';
