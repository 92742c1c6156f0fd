/**
 * The terminal's status line (connecting, signing in, connected, reconnecting) and, once the shell has ended or the
 * connection could not be made, the gateway's message with what the user can do: "Reconnect" (the shell may still
 * be kept: taken over by another tab, a refusal, a lost connection), "Sign in again" (a new shell), or, when the
 * console session ended (ADR 0043), "Sign in to the console" (the sign-in page, then back here).
 */
import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Circle } from 'lucide-react';
import { signInUrlAfterEnd } from '@/shared/routing/session-ended-link';
import type { TerminalStatus } from './terminal-connection';

/** Reasons after which the shell is gone: a new one needs the login. */
const ENDED = new Set(['idle', 'max_duration', 'exit', 'login_timeout']);
/** The console session that opened the terminal ended: a new one needs the console's sign-in first. */
const SESSION_ENDED = 'signed_out';

function ClosedText({ reason }: { reason: string }) {
  switch (reason) {
    case 'idle':
      return <Trans>The session was closed after a long time without input.</Trans>;
    case 'max_duration':
      return <Trans>The session reached its maximum duration and was closed.</Trans>;
    case 'exit':
      return <Trans>The shell has exited.</Trans>;
    case 'unreachable':
      return <Trans>Failed to obtain server information</Trans>;
    case 'taken_over':
      return <Trans>The session was opened in another tab or window.</Trans>;
    case 'login_timeout':
      return <Trans>The terminal was closed: no login was given in time.</Trans>;
    case 'signed_out':
      return <Trans>The terminal was closed because your console session ended (signed out, inactive too long, or signed in again).</Trans>;
    case 'refused':
      return (
        <Trans>
          The terminal could not connect: the session may have ended, web SSH may be off, the node may not be yours to use, or too many
          terminals are open.
        </Trans>
      );
    default:
      return <Trans>The connection to the terminal was lost.</Trans>;
  }
}

export function TerminalStatusLine({ status }: { status: TerminalStatus }) {
  let text;
  let color = 'fg.muted';
  switch (status.phase) {
    case 'connecting':
      text = <Trans>Connecting…</Trans>;
      break;
    case 'login':
      text = <Trans>Waiting for the web terminal login…</Trans>;
      break;
    case 'connected':
      text = status.reattached ? <Trans>Connected (the same shell as before)</Trans> : <Trans>Connected</Trans>;
      color = 'fg.success';
      break;
    case 'reconnecting': {
      const attempt = status.attempt;
      text = <Trans>Connection lost: reconnecting (attempt {attempt})…</Trans>;
      color = 'fg.warning';
      break;
    }
    default:
      text = <Trans>Closed</Trans>;
      color = 'fg.error';
  }
  const busy = status.phase === 'connecting' || status.phase === 'reconnecting';
  return (
    <HStack gap="2" role="status" data-testid="terminal-status" data-phase={status.phase} textStyle="sm" color={color}>
      {busy ? <Spinner size="xs" /> : <Circle size={10} fill="currentColor" aria-hidden="true" />}
      <Text>{text}</Text>
    </HStack>
  );
}

export function TerminalClosed({
  status,
  onReconnect,
  onSignInAgain,
}: {
  status: Extract<TerminalStatus, { phase: 'closed' }>;
  onReconnect(): void;
  onSignInAgain(): void;
}) {
  const ended = ENDED.has(status.reason);
  const sessionEnded = status.reason === SESSION_ENDED;
  return (
    <Alert.Root status={ended || sessionEnded ? 'info' : 'error'} data-testid="terminal-closed" data-reason={status.reason}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{status.message || <ClosedText reason={status.reason} />}</Alert.Title>
      </Alert.Content>
      {sessionEnded ? (
        <Button size="sm" onClick={() => window.location.assign(signInUrlAfterEnd(window.location, import.meta.env.BASE_URL))}>
          <Trans>Sign in to the console</Trans>
        </Button>
      ) : ended ? (
        <Button size="sm" onClick={onSignInAgain}>
          <Trans>Sign in again</Trans>
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={onReconnect}>
          <Trans>Reconnect</Trans>
        </Button>
      )}
    </Alert.Root>
  );
}
