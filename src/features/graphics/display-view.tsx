/**
 * A running session's desktop in the page (ADR 0062): the status line, the clipboard and full-screen tools, and the
 * area noVNC draws in, filling the page's free area. One connection per mount (display-connection.ts); a reload
 * mounts a new one, which reconnects to the same desktop.
 */
import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clipboard, Maximize, Minimize } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import { ClipboardPanel } from './clipboard-panel';
import { DisplayConnection, type DisplayStatus } from './display-connection';
import { DisplayClosed, DisplayStatusLine } from './display-status';
import { useFreeHeight } from './use-free-height';
import { useSettledSize } from './use-settled-size';

export interface DisplayViewProps {
  session: Pick<GraphicsSession, 'session_id' | 'app_name'>;
  /** The connection dropped or was refused: the page reads the session again. */
  onDropped(): void;
}

/** The browser's clipboard, where the page may write it (a focused page; some browsers ask). */
function toBrowserClipboard(text: string): void {
  void navigator.clipboard?.writeText(text).catch(() => {});
}

function useFullscreen(element: React.RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [element]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void element.current?.requestFullscreen?.().catch(() => {});
  };
  return { on, toggle, available: typeof document !== 'undefined' && document.fullscreenEnabled === true };
}

export function DisplayView({ session, onDropped }: DisplayViewProps) {
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const connection = useRef<DisplayConnection>(undefined);
  const [status, setStatus] = useState<DisplayStatus>({ phase: 'connecting' });
  const [clipboard, setClipboard] = useState('');
  const [showClipboard, setShowClipboard] = useState(false);
  const height = useFreeHeight(root);
  const fullscreen = useFullscreen(area);
  const dropped = useRef(onDropped);
  dropped.current = onDropped;
  useSettledSize(area, target);

  const sessionId = session.session_id;
  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const current = new DisplayConnection({
      sessionId,
      target: element,
      onStatus: setStatus,
      onClipboard: (text) => {
        setClipboard(text);
        toBrowserClipboard(text);
      },
      onDropped: () => dropped.current(),
    });
    connection.current = current;
    current.start();
    return () => {
      current.dispose();
      connection.current = undefined;
    };
  }, [sessionId]);

  const name = session.app_name;
  return (
    <Stack ref={root} gap="2" h={height ? `${height}px` : '70vh'} minH="0" data-testid="graphics-display">
      <HStack gap="3" justify="space-between" wrap="wrap">
        <DisplayStatusLine status={status} />
        <HStack gap="2">
          <Button
            size="xs"
            variant={showClipboard ? 'subtle' : 'outline'}
            aria-pressed={showClipboard}
            onClick={() => setShowClipboard(!showClipboard)}
          >
            <Clipboard size={14} />
            <Trans>Clipboard</Trans>
          </Button>
          {fullscreen.available && (
            <Button size="xs" variant="outline" onClick={fullscreen.toggle}>
              {fullscreen.on ? <Minimize size={14} /> : <Maximize size={14} />}
              {fullscreen.on ? <Trans>Exit full screen</Trans> : <Trans>Full screen</Trans>}
            </Button>
          )}
        </HStack>
      </HStack>
      {status.phase === 'closed' && <DisplayClosed status={status} onReconnect={() => connection.current?.reconnect()} />}
      {showClipboard && (
        <ClipboardPanel
          text={clipboard}
          onChange={setClipboard}
          live={status.phase === 'connected'}
          onSend={() => {
            connection.current?.paste(clipboard);
            connection.current?.focus();
          }}
        />
      )}
      <Box
        ref={area}
        flex="1"
        minH="0"
        overflow="hidden"
        rounded="md"
        bg="gray.900"
        aria-label={t`Remote desktop of ${name}`}
        role="region"
        data-phase={status.phase}
      >
        <Box ref={target} />
      </Box>
    </Stack>
  );
}
