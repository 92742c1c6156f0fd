/**
 * Why a pending job waits and when its scheduler expects it to start (ADR 0056): a line under the status in the job
 * list, a notice at the top of the job's page. Both come from the job's `pending_reason` and `expected_start_time`,
 * which the gateway sends only while the job is pending.
 */
import { Alert, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Job } from '@/api/generated/model/job';
import { formatDateTime } from '@/shared/format';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/shared/format/fuzzy-time';
import { useNow } from '@/shared/ui/use-now';
import { PENDING_REASON_LABELS } from '@/shared/job-states/pending-reasons';
import { PENDING_REASON_EXPLANATIONS } from './job-labels';

type Waiting = Pick<Job, 'job_status' | 'pending_reason' | 'expected_start_time'>;

/** "in 5 minutes", "in 3 hours", "in 2 days"; "any moment now" once the estimate has passed. */
function useStartsIn(at: string | undefined): string | null {
  const { t } = useLingui();
  const now = useNow(30_000);
  if (!at) return null;
  const left = new Date(at).getTime() - now;
  if (Number.isNaN(left)) return null;
  if (left < MINUTE_MS) return t`any moment now`;
  if (left < HOUR_MS) {
    const minutes = Math.round(left / MINUTE_MS);
    return t`${plural(minutes, { one: 'in # minute', other: 'in # minutes' })}`;
  }
  if (left < 48 * HOUR_MS) {
    const hours = Math.round(left / HOUR_MS);
    return t`${plural(hours, { one: 'in # hour', other: 'in # hours' })}`;
  }
  const days = Math.round(left / DAY_MS);
  return t`${plural(days, { one: 'in # day', other: 'in # days' })}`;
}

/** The list's line: the reason in a few words and, when known, the expected start. */
export function WaitingLine({ job }: { job: Waiting }) {
  const { i18n } = useLingui();
  if (job.job_status !== 'pending' || !job.pending_reason) return null;
  return (
    <>
      <span className="job-sub" title={i18n._(PENDING_REASON_EXPLANATIONS[job.pending_reason])}>
        {i18n._(PENDING_REASON_LABELS[job.pending_reason])}
      </span>
      {job.expected_start_time && <ExpectedStart at={job.expected_start_time} />}
    </>
  );
}

function ExpectedStart({ at }: { at: string }) {
  const { t } = useLingui();
  const startsIn = useStartsIn(at);
  const when = formatDateTime(at);
  return <span className="job-sub" title={when}>{t`Expected to start ${startsIn}`}</span>;
}

/** The job page's notice: why it waits in a sentence, and the expected start with its date. */
export function WaitingNotice({ job }: { job: Waiting }) {
  const { t, i18n } = useLingui();
  const startsIn = useStartsIn(job.expected_start_time);
  if (job.job_status !== 'pending' || !job.pending_reason) return null;
  const blocked =
    job.pending_reason === 'dependency_never_satisfied' ||
    job.pending_reason === 'queue_limit' ||
    job.pending_reason === 'no_cluster_account';
  const when = job.expected_start_time ? formatDateTime(job.expected_start_time) : null;
  return (
    <Alert.Root status={blocked ? 'warning' : 'info'} role="status" aria-label={t`Why this job waits`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{i18n._(PENDING_REASON_LABELS[job.pending_reason])}</Alert.Title>
        <Alert.Description>
          <Text>{i18n._(PENDING_REASON_EXPLANATIONS[job.pending_reason])}</Text>
          {when ? (
            <Text fontWeight="medium">{t`The scheduler expects it to start ${startsIn}, at ${when}.`}</Text>
          ) : (
            // Behind other jobs the start is theirs to tell: no "no estimate" there.
            !blocked && job.pending_reason !== 'dependency' && <Text>{t`The scheduler has no start estimate for it yet.`}</Text>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
