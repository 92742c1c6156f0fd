/**
 * Status badges (spec section 4). Colours:
 * - the table of section 4: active success (green); stopped warning (orange); suspended gray; pending, fetching
 *   info (blue); ceased, terminated, deleted danger (red);
 * - transitional statuses (creating, starting, stopping, restarting, resizing, updating, resuming, suspending,
 *   deleting, releasing, syncing, Enabling, working): info (blue) with a small spinner;
 * - running (jobs, remote apps, auto-scale Running): info; finished, available, healthy, successful, enable,
 *   passed, on sale: success; exited, failed, unhealthy, rejected: danger (the job or check went wrong);
 *   cancelled, unknown, inactive, disabled, disable, released, skipped, unshared, new, off sale: gray (ended or
 *   off on purpose, nothing to fix); in-use, associated, shared: info.
 * - NAS statuses keep their own words: Active is shown "Healthy" (success), UnActive "Unhealthy" (danger),
 *   Creating is transitional.
 * Lookup is by the exact word first (NAS and auto-scale words are capitalised), then lower-cased, so verify
 * statuses (PASSED, NEW, PENDING, REJECTED) share the lower-case entries. An unknown word shows as it is, gray.
 */
import { Badge, Spinner, type BadgeProps } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

export type StatusTone = 'success' | 'warning' | 'gray' | 'info' | 'danger';

/** The Chakra colour palette of each tone. */
export const TONE_PALETTE: Record<StatusTone, string> = { success: 'green', warning: 'orange', gray: 'gray', info: 'blue', danger: 'red' };

interface StatusEntry {
  tone: StatusTone;
  label: MessageDescriptor;
  /** A passing state (…ing): shown with a spinner. */
  transitional?: boolean;
}

const busy = (label: MessageDescriptor): StatusEntry => ({ tone: 'info', label, transitional: true });

/** Every status word of section 4 (and of the contract's status enums), by exact word. */
export const STATUS_ENTRIES: Record<string, StatusEntry> = {
  // Resource statuses (section 4 table).
  active: { tone: 'success', label: msg`Active` },
  stopped: { tone: 'warning', label: msg`Stopped` },
  suspended: { tone: 'gray', label: msg`Suspended` },
  pending: { tone: 'info', label: msg`Pending` },
  fetching: { tone: 'info', label: msg`Fetching` },
  ceased: { tone: 'danger', label: msg`Ceased` },
  terminated: { tone: 'danger', label: msg`Terminated` },
  deleted: { tone: 'danger', label: msg`Deleted` },
  // Other statuses: transitional.
  creating: busy(msg`Creating`),
  starting: busy(msg`Starting`),
  stopping: busy(msg`Stopping`),
  restarting: busy(msg`Restarting`),
  resizing: busy(msg`Resizing`),
  updating: busy(msg`Updating`),
  resuming: busy(msg`Resuming`),
  suspending: busy(msg`Suspending`),
  deleting: busy(msg`Deleting`),
  releasing: busy(msg`Releasing`),
  syncing: busy(msg`Syncing`),
  working: busy(msg`Working`),
  // Other statuses: steady.
  running: { tone: 'info', label: msg`Running` },
  available: { tone: 'success', label: msg`Available` },
  'in-use': { tone: 'info', label: msg`In use` },
  in_use: { tone: 'info', label: msg`In use` },
  associated: { tone: 'info', label: msg`In use` },
  finished: { tone: 'success', label: msg`Finished` },
  inactive: { tone: 'gray', label: msg`Inactive` },
  released: { tone: 'gray', label: msg`Released` },
  // Job statuses.
  exited: { tone: 'danger', label: msg`Exited` },
  unknown: { tone: 'gray', label: msg`Unknown` },
  cancelled: { tone: 'gray', label: msg`Cancelled` },
  // Node health.
  healthy: { tone: 'success', label: msg`Healthy` },
  unhealthy: { tone: 'danger', label: msg`Unhealthy` },
  // NAS (exact words).
  Active: { tone: 'success', label: msg`Healthy` },
  UnActive: { tone: 'danger', label: msg`Unhealthy` },
  Creating: busy(msg`Creating`),
  // Auto-scale policy (exact words) and enablement.
  Running: { tone: 'info', label: msg`Running` },
  Enabling: busy(msg`Enabling`),
  Disabled: { tone: 'gray', label: msg`Disabled` },
  enabled: { tone: 'success', label: msg`Enabled` },
  disabled: { tone: 'gray', label: msg`Disabled` },
  enable: { tone: 'success', label: msg`Enabled` },
  disable: { tone: 'gray', label: msg`Disabled` },
  // Operations and strategy logs.
  successful: { tone: 'success', label: msg`Successful` },
  failed: { tone: 'danger', label: msg`Failed` },
  skipped: { tone: 'gray', label: msg`Skipped` },
  // Sharing, products, verification and approval.
  shared: { tone: 'info', label: msg`Shared` },
  unshared: { tone: 'gray', label: msg`Not shared` },
  on_sale: { tone: 'success', label: msg`On sale` },
  sale: { tone: 'success', label: msg`On sale` },
  off_sale: { tone: 'gray', label: msg`Off sale` },
  passed: { tone: 'success', label: msg`Passed` },
  new: { tone: 'gray', label: msg`New` },
  rejected: { tone: 'danger', label: msg`Rejected` },
};

function entryOf(status: string | null | undefined): StatusEntry | undefined {
  if (!status) return undefined;
  return Object.hasOwn(STATUS_ENTRIES, status)
    ? STATUS_ENTRIES[status]
    : Object.hasOwn(STATUS_ENTRIES, status.toLowerCase())
      ? STATUS_ENTRIES[status.toLowerCase()]
      : undefined;
}

export function statusTone(status: string | null | undefined): StatusTone {
  return entryOf(status)?.tone ?? 'gray';
}

/** The Chakra colour palette of a status (green, orange, gray, blue, red). */
export function statusColor(status: string | null | undefined): string {
  return TONE_PALETTE[statusTone(status)];
}

export function isTransitionalStatus(status: string | null | undefined): boolean {
  return entryOf(status)?.transitional ?? false;
}

/** The translatable label of a status, or undefined for a word the console does not know. */
export function statusMessage(status: string | null | undefined): MessageDescriptor | undefined {
  return entryOf(status)?.label;
}

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'colorPalette'> {
  status: string | null | undefined;
  /** Overrides the label (already translated). */
  label?: string;
}

export function StatusBadge({ status, label, ...rest }: StatusBadgeProps) {
  const { i18n } = useLingui();
  const entry = entryOf(status);
  const text = label ?? (entry ? i18n._(entry.label) : status || '-');
  return (
    <Badge colorPalette={statusColor(status)} variant="subtle" data-status={status ?? undefined} data-tone={statusTone(status)} {...rest}>
      {entry?.transitional && <Spinner size="xs" borderWidth="1.5px" aria-hidden="true" data-testid="status-spinner" />}
      {text}
    </Badge>
  );
}
