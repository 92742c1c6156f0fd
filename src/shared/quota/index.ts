/** Quota warnings above 80 % and 90 % used (ADR 0026, ADR 0046). */
export { quotaLevel, quotaPercentText, quotaWarnings, worstLevel } from './quota-level';
export { QuotaWarningLine, QuotaWarningList, warningKey } from './quota-warning-list';
