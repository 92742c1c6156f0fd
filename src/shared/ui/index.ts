/** Shared UI pieces: toasts, colour mode, status badges, copying, and the list table (./data-table). */
export { Toaster, toaster } from './toaster';
export { ColorModeProvider, useColorMode, type ColorMode, type ColorModePreference } from './color-mode';
export { system } from './system';
export {
  STATUS_ENTRIES,
  StatusBadge,
  TONE_PALETTE,
  isTransitionalStatus,
  statusColor,
  statusMessage,
  statusTone,
  type StatusBadgeProps,
  type StatusTone,
} from './status-badge';
export { COPIED_MS, CopyButton, type CopyButtonProps } from './copy-button';
export { copyText } from './copy-text';
export { DateTimeText, FuzzyTime } from './time-text';
export * from './data-table';
