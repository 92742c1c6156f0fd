/** Formatting for every screen: dates and fuzzy time (zone by locale), sizes, quotas, prices, usage colours. */
export { formatDateTime, formatTime } from './date';
export { fuzzyTime } from './fuzzy-time';
export { MINUTES_PER_HOUR, cpuSecondsToHours, formatNumber, formatPrice, formatSize, minutesToHours } from './size';
export { USAGE_RED_ABOVE, USAGE_YELLOW_ABOVE, usageBarValue, usageColor, usagePercent, type UsageColor } from './usage';
