/**
 * The web terminal of one node on a page: the connection (terminal-connection.ts) started once the terminal is on
 * screen, its status for the page, and what the terminal and the login modal call. Output that arrives while the
 * terminal is not mounted is dropped (the gateway replays the recent output on a reattach).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TerminalTarget } from './terminal-address';
import { TerminalConnection, type TerminalLogin, type TerminalStatus } from './terminal-connection';
import type { TerminalHandle } from './xterm-view';

export interface TerminalSession {
  status: TerminalStatus;
  onMount(handle: TerminalHandle | undefined): void;
  onInput(text: string): void;
  onResize(cols: number, rows: number): void;
  login(credentials: TerminalLogin): void;
  reconnect(): void;
  signInAgain(): void;
}

export function useTerminalSession(
  target: TerminalTarget,
  createSocket?: (url: string, protocols: string[]) => WebSocket,
): TerminalSession {
  const [status, setStatus] = useState<TerminalStatus>({ phase: 'connecting' });
  const [mounted, setMounted] = useState(false);
  const handle = useRef<TerminalHandle | undefined>(undefined);
  const connection = useRef<TerminalConnection | undefined>(undefined);
  const { clusterId, instanceId } = target;

  useEffect(() => {
    if (!mounted) return undefined;
    const current = new TerminalConnection({
      target: { clusterId, instanceId },
      onStatus: setStatus,
      // Not on screen: dropped, and counted as written (the gateway replays the recent output on a reattach).
      onOutput: (bytes, written) => (handle.current ? handle.current.write(bytes, written) : written()),
      size: () => handle.current?.size(),
      createSocket,
    });
    connection.current = current;
    current.start();
    return () => {
      current.dispose();
      connection.current = undefined;
    };
  }, [mounted, clusterId, instanceId, createSocket]);

  const onMount = useCallback((next: TerminalHandle | undefined) => {
    handle.current = next;
    setMounted(Boolean(next));
  }, []);

  useEffect(() => {
    if (status.phase === 'connected') handle.current?.focus();
  }, [status.phase]);

  return useMemo(
    () => ({
      status,
      onMount,
      onInput: (text: string) => connection.current?.sendInput(text),
      onResize: (cols: number, rows: number) => connection.current?.resize(cols, rows),
      login: (credentials: TerminalLogin) => connection.current?.login(credentials),
      reconnect: () => connection.current?.reconnect(),
      signInAgain: () => connection.current?.signInAgain(),
    }),
    [status, onMount],
  );
}
