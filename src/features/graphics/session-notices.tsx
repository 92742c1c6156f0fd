/**
 * What a session page shows instead of the desktop: why it waits (queued), that the display is starting, that a
 * simulated cluster shows no display, and how it ended (why, how long it ran, the bill).
 */
import { Alert, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import { useSession } from '@/shared/session/session-context';
import { DateTimeText } from '@/shared/ui/time-text';
import { PENDING_REASON_LABELS } from '@/shared/job-states/pending-reasons';
import { END_REASONS } from './session-labels';
import { graphicsTabPath } from './session-path';
import { formatDuration, ranSeconds } from './session-time';

export function SessionWaiting({ session }: { session: Pick<GraphicsSession, 'status' | 'pending_reason'> }) {
  const { i18n } = useLingui();
  if (session.status === 'starting')
    return (
      <Alert.Root status="info" role="status">
        <Spinner size="sm" />
        <Alert.Content>
          <Alert.Title>
            <Trans>Starting the display…</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>The job runs on its node and the desktop is starting. It opens here by itself.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  const reason = session.pending_reason ? i18n._(PENDING_REASON_LABELS[session.pending_reason]) : undefined;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Waiting for a node</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            {reason && (
              <Text fontWeight="medium">
                <Trans>Why it waits: {reason}</Trans>
              </Text>
            )}
            <Text>
              <Trans>The session starts when the scheduler gives its job a node; the display then opens here by itself.</Trans>
            </Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function NoDisplay() {
  return (
    <Alert.Root status="neutral">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>A simulated cluster shows no display</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            The session runs as a simulated job: it waits, runs and ends like a real one and is billed the same way, but no desktop is
            drawn.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function SessionEnded({ session }: { session: GraphicsSession }) {
  const { i18n } = useLingui();
  const { zone, portal } = useSession();
  const ran = ranSeconds(session);
  const duration = ran === undefined ? undefined : formatDuration(ran);
  const reason = session.end_reason ? i18n._(END_REASONS[session.end_reason]) : undefined;
  return (
    <Alert.Root status={session.end_reason === 'failed' ? 'warning' : 'neutral'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>This session has ended</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            {reason && <Text fontWeight="medium">{reason}</Text>}
            {session.end_message && <Text whiteSpace="pre-wrap">{session.end_message}</Text>}
            {duration ? (
              <Text>
                <Trans>It ran for {duration}</Trans>
                {session.start_time && session.end_time && (
                  <>
                    {' '}
                    (<DateTimeText value={session.start_time} /> – <DateTimeText value={session.end_time} />)
                  </>
                )}
              </Text>
            ) : (
              <Text>
                <Trans>It never ran, and nothing was billed.</Trans>
              </Text>
            )}
            {duration && (
              <Link asChild colorPalette="blue" alignSelf="flex-start">
                <RouterLink to={graphicsTabPath(zone, portal, 'bill')}>
                  <Trans>See the remote apps' bill</Trans>
                </RouterLink>
              </Link>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
