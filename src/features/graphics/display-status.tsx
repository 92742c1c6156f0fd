/**
 * The display's status line (connecting, connected, reconnecting in N s, closed with why) and, once it is closed,
 * what the user can do: sign in again when the console session ended, take the display back from the other tab or
 * browser that opened it, or try again after a refusal.
 */
import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Circle } from 'lucide-react';
import { signInUrlAfterEnd } from '@/shared/routing/session-ended-link';
import { useNow } from '@/shared/ui/use-now';
import type { DisplayStatus } from './display-connection';

function Reconnecting({ status }: { status: Extract<DisplayStatus, { phase: 'reconnecting' }> }) {
  const now = useNow();
  const seconds = Math.max(0, Math.ceil((status.retryAt - now) / 1000));
  switch (status.reason) {
    case 'shutdown':
      return <Trans>The console's gateway restarted: reconnecting in {seconds} s…</Trans>;
    case 'unreachable':
      return <Trans>The desktop did not answer: reconnecting in {seconds} s…</Trans>;
    default:
      return <Trans>Connection lost: reconnecting in {seconds} s…</Trans>;
  }
}

function ClosedText({ reason }: { reason: Extract<DisplayStatus, { phase: 'closed' }>['reason'] }) {
  switch (reason) {
    case 'ended':
      return <Trans>Closed: the session ended</Trans>;
    case 'signed_out':
      return <Trans>Closed: your console session ended</Trans>;
    case 'taken_over':
      return <Trans>Closed: opened elsewhere</Trans>;
    default:
      return <Trans>The display could not be opened</Trans>;
  }
}

export function DisplayStatusLine({ status }: { status: DisplayStatus }) {
  let text;
  let color = 'fg.muted';
  switch (status.phase) {
    case 'connecting':
      text = <Trans>Connecting to the display…</Trans>;
      break;
    case 'connected':
      text = <Trans>Connected</Trans>;
      color = 'fg.success';
      break;
    case 'reconnecting':
      text = <Reconnecting status={status} />;
      color = 'fg.warning';
      break;
    default:
      text = <ClosedText reason={status.reason} />;
      // Only a refusal is something wrong; the other closes are what happened elsewhere.
      color = status.reason === 'refused' ? 'fg.error' : 'fg.muted';
  }
  const busy = status.phase === 'connecting' || status.phase === 'reconnecting';
  return (
    <HStack gap="2" role="status" data-phase={status.phase} textStyle="sm" color={color} minW="0">
      {busy ? <Spinner size="xs" /> : <Circle size={10} fill="currentColor" aria-hidden="true" />}
      <Text truncate>{text}</Text>
    </HStack>
  );
}

export function DisplayClosed({ status, onReconnect }: { status: Extract<DisplayStatus, { phase: 'closed' }>; onReconnect(): void }) {
  if (status.reason === 'ended') return null;
  if (status.reason === 'signed_out')
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Your console session ended</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>
              You signed out, were inactive too long, or signed in again elsewhere. The desktop keeps running: sign in to see it again.
            </Trans>
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" onClick={() => window.location.assign(signInUrlAfterEnd(window.location, import.meta.env.BASE_URL))}>
          <Trans>Sign in</Trans>
        </Button>
      </Alert.Root>
    );
  if (status.reason === 'taken_over')
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Opened elsewhere</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>The desktop was opened in another tab or browser and shows there now.</Trans>
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" onClick={onReconnect}>
          <Trans>Take it back</Trans>
        </Button>
      </Alert.Root>
    );
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>The display could not be opened</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>The gateway refused the connection. The session may have just ended or not be ready yet.</Trans>
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onReconnect}>
        <Trans>Try again</Trans>
      </Button>
    </Alert.Root>
  );
}
