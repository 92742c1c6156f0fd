/**
 * A session's status as the list and its page show it: the badge, and a line under it saying why it waits, that the
 * display is starting, the time it has left (counting down) or why it ended.
 */
import { Badge, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import { useNow } from '@/shared/ui/use-now';
import { PENDING_REASON_LABELS } from '@/shared/job-states/pending-reasons';
import { END_REASONS, SESSION_STATUS } from './session-labels';
import { formatDuration, secondsLeft } from './session-time';

type Shown = Pick<GraphicsSession, 'status' | 'pending_reason' | 'time_left' | 'end_reason'>;

export function SessionStatusBadge({ session }: { session: Pick<GraphicsSession, 'status'> }) {
  const { i18n } = useLingui();
  const entry = SESSION_STATUS[session.status];
  return (
    <Badge colorPalette={entry.palette} variant="subtle" data-status={session.status}>
      {session.status === 'starting' && <Spinner size="xs" />}
      {i18n._(entry.label)}
    </Badge>
  );
}

/**
 * The time left, counting down from the answer's `time_left` (fetchedAt: when the answer arrived, epoch ms): "0:40:00
 * left", or the figure alone beside a "Time left" label (`bare`).
 */
export function TimeLeft({ session, fetchedAt, bare = false }: { session: Shown; fetchedAt: number; bare?: boolean }) {
  const now = useNow();
  const left = secondsLeft(session, now, fetchedAt);
  if (left === undefined) return null;
  const time = formatDuration(left);
  return bare ? <>{time}</> : <Trans>{time} left</Trans>;
}

export function SessionStateLine({ session, fetchedAt }: { session: Shown; fetchedAt: number }) {
  const { i18n } = useLingui();
  let text;
  if (session.status === 'queued') text = session.pending_reason ? i18n._(PENDING_REASON_LABELS[session.pending_reason]) : null;
  else if (session.status === 'starting') text = <Trans>Starting the display…</Trans>;
  else if (session.status === 'running') text = <TimeLeft session={session} fetchedAt={fetchedAt} />;
  else text = session.end_reason ? i18n._(END_REASONS[session.end_reason]) : null;
  if (!text) return null;
  return (
    <Text as="span" display="block" textStyle="xs" color="fg.muted">
      {text}
    </Text>
  );
}
