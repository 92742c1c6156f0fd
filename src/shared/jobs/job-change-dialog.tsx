/**
 * The confirmation of a change of several jobs (compute or simulation jobs, from a list's choice or a job's page):
 * the question, the jobs the change applies to (the first ones by name, then how many more), how many of the
 * chosen ones it skips, and that it applies to none. Deleting is irreversible: a red button.
 */
import { List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionDialog } from '@/shared/actions/action-dialog';

/** Jobs named in the dialog; more are counted. */
const NAMED_JOBS = 8;

/** A job the change applies to, as the dialog names it. */
export interface ChangedJob {
  key: string;
  name: string;
  /** Told beside the name (e.g. its cluster or its ID). */
  detail: string;
}

export interface JobChangeDialogProps {
  open: boolean;
  onClose(): void;
  /** The title and the confirm button's text. */
  title: string;
  danger: boolean;
  question: string;
  /** The accessible name of the list of jobs. */
  listLabel: string;
  /** The jobs the change applies to. */
  jobs: readonly ChangedJob[];
  /** How many of the chosen jobs the change does not apply to. */
  skipped: number;
  busy: boolean;
  onConfirm(): void;
}

export function JobChangeDialog({
  open,
  onClose,
  title,
  danger,
  question,
  listLabel,
  jobs,
  skipped,
  busy,
  onConfirm,
}: JobChangeDialogProps) {
  const { t } = useLingui();
  const count = jobs.length;
  const more = count - NAMED_JOBS;
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={title}
      confirmLabel={title}
      tone={danger ? 'danger' : 'default'}
      busy={busy}
      confirmDisabled={count === 0}
      onConfirm={onConfirm}
    >
      <Text>{question}</Text>
      <List.Root ps="5" gap="1" textStyle="sm" aria-label={listLabel}>
        {jobs.slice(0, NAMED_JOBS).map((job) => (
          <List.Item key={job.key}>
            <Text as="span" fontWeight="medium">
              {job.name}
            </Text>{' '}
            <Text as="span" color="fg.muted">
              ({job.detail})
            </Text>
          </List.Item>
        ))}
      </List.Root>
      {more > 0 && (
        <Text textStyle="sm" color="fg.muted">
          <Trans>and {more} more</Trans>
        </Text>
      )}
      {skipped > 0 && (
        <Text textStyle="sm" color="fg.warning">
          <Trans>{skipped} of the chosen jobs are skipped: this does not apply to their status.</Trans>
        </Text>
      )}
      {count === 0 && <Text color="fg.muted">{t`None of the chosen jobs can be changed this way.`}</Text>}
    </ActionDialog>
  );
}
