/**
 * A graphics session's page (graphics_service/sessions/:sessionId, ADR 0062): its header, and below it the desktop
 * while it runs with a display, why it waits while queued or starting, a notice on a simulated cluster, or how it
 * ended. The session is kept live by the jobs topic; while it starts it is also read every few seconds, since the
 * display coming up is the session's files, not a change of its job. A drop of the display's connection reads it
 * again: an ended session shows its end rather than reconnecting.
 */
import { Alert, Link, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { getGetGraphicsSessionQueryKey, useGetGraphicsSession } from '@/api/generated/endpoints/graphics/graphics';
import { isGatewayError } from '@/api/gateway';
import { errorMessage } from '@/shared/errors';
import { whileOffline } from '@/shared/live/live-state';
import { useSession } from '@/shared/session/session-context';
import { DisplayView } from './display-view';
import { useSessionActions } from './session-actions';
import { SessionHeader } from './session-header';
import { NoDisplay, SessionEnded, SessionWaiting } from './session-notices';
import { graphicsTabPath } from './session-path';

/** How often a starting session is read (its display comes up within seconds of its job's start). */
const STARTING_REFRESH_MS = 3000;
/** How often a live session is read while the live stream is down. */
const LIVE_REFRESH_MS = 10_000;

export function SessionScreen() {
  const { sessionId = '' } = useParams();
  const { zone, portal } = useSession();
  const client = useQueryClient();
  const params = { session_id: sessionId };
  const query = useGetGraphicsSession(params, {
    query: {
      refetchInterval: (current) => {
        const status = current.state.data?.graphics_session.status;
        if (status === 'starting') return STARTING_REFRESH_MS;
        return whileOffline(status && status !== 'ended' ? LIVE_REFRESH_MS : false);
      },
    },
  });
  const actions = useSessionActions();
  const readAgain = useCallback(
    () => void client.invalidateQueries({ queryKey: getGetGraphicsSessionQueryKey({ session_id: sessionId }) }),
    [client, sessionId],
  );

  const session = query.data?.graphics_session;
  if (!session) {
    if (!query.error) return <Stack aria-busy="true" minH="40" />;
    const missing = isGatewayError(query.error) && query.error.status === 404;
    return (
      <Alert.Root status={missing ? 'info' : 'error'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {missing ? <Trans>This graphics session does not exist or is not yours</Trans> : errorMessage(query.error)}
          </Alert.Title>
          <Alert.Description>
            <Link asChild colorPalette="blue">
              <RouterLink to={graphicsTabPath(zone, portal, 'sessions')}>
                <Trans>Back to the graphics sessions</Trans>
              </RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  let body;
  if (session.status === 'ended') body = <SessionEnded session={session} />;
  else if (session.status !== 'running') body = <SessionWaiting session={session} />;
  else if (!session.display) body = <NoDisplay />;
  else body = <DisplayView session={session} onDropped={readAgain} />;

  return (
    <Stack gap="4">
      <SessionHeader session={session} fetchedAt={query.dataUpdatedAt} actions={actions} />
      {body}
      {actions.dialogs}
    </Stack>
  );
}
