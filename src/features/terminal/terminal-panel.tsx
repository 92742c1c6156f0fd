/**
 * A node's web terminal on a page: the status line, the terminal (xterm, loaded with its own chunk the first time),
 * the web terminal login modal while a new shell waits for it (loaded with the forms), and the closed state.
 */
import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withChunkTimeout } from '@/shared/routing/lazy-chunk';
import type { TerminalTarget } from './terminal-address';
import { TerminalClosed, TerminalStatusLine } from './terminal-status';
import { useTerminalSession } from './use-terminal-session';

const XtermView = lazy(() => withChunkTimeout(() => import('./xterm-view')).then((module) => ({ default: module.XtermView })));
const TerminalLoginDialog = lazy(() =>
  withChunkTimeout(() => import('./terminal-login-dialog')).then((module) => ({ default: module.TerminalLoginDialog })),
);

export interface TerminalPanelProps {
  target: TerminalTarget;
  /** The node's name, in the login modal's title. */
  nodeName: string;
  /** A socket of the tests' (default: the browser's WebSocket). */
  createSocket?: (url: string, protocols: string[]) => WebSocket;
}

export function TerminalPanel({ target, nodeName, createSocket }: TerminalPanelProps) {
  const session = useTerminalSession(target, createSocket);
  const { status } = session;
  // The modal closed without a login: a button opens it again.
  const [dismissed, setDismissed] = useState(false);
  const waiting = status.phase === 'login';
  useEffect(() => {
    if (!waiting) setDismissed(false);
  }, [waiting]);
  return (
    <Stack gap="2" flex="1" minH="0">
      <TerminalStatusLine status={status} />
      {waiting && dismissed && (
        <HStack>
          <Button size="sm" onClick={() => setDismissed(false)}>
            <Trans>Sign in</Trans>
          </Button>
        </HStack>
      )}
      {status.phase === 'closed' && <TerminalClosed status={status} onReconnect={session.reconnect} onSignInAgain={session.signInAgain} />}
      <Suspense
        fallback={
          <HStack gap="2" role="status">
            <Spinner size="sm" />
            <Text color="fg.muted">
              <Trans>Loading the terminal…</Trans>
            </Text>
          </HStack>
        }
      >
        <Box display="flex" flexDirection="column" flex="1" minH="0">
          <XtermView onMount={session.onMount} onInput={session.onInput} onResize={session.onResize} live={status.phase === 'connected'} />
        </Box>
      </Suspense>
      {status.phase === 'login' && !dismissed && (
        <Suspense fallback={null}>
          <TerminalLoginDialog
            nodeName={nodeName}
            sending={status.sending}
            error={status.error}
            onLogin={session.login}
            onClose={() => setDismissed(true)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
