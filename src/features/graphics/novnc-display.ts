/**
 * noVNC on an open socket (ADR 0062): loaded with the first display a page opens, never with a page. The desktop
 * keeps its own size and follows the size of the area it is shown in (`resizeSession`, no scaling), so text stays
 * sharp; the element noVNC draws in is resized by the viewer only once the window stands still.
 */
import RFB from '@novnc/novnc';

export interface RemoteDisplayEvents {
  /** The RFB handshake is done: the desktop is on screen. */
  connected(): void;
  /** The remote desktop's clipboard changed. */
  clipboard(text: string): void;
}

export interface RemoteDisplay {
  paste(text: string): void;
  focus(): void;
  /** Closes the connection (and the socket noVNC took over). */
  disconnect(): void;
}

export function openRemoteDisplay(target: HTMLElement, socket: WebSocket, password: string, events: RemoteDisplayEvents): RemoteDisplay {
  const rfb = new RFB(target, socket, { credentials: { password }, shared: true });
  rfb.scaleViewport = false;
  rfb.resizeSession = true;
  rfb.focusOnClick = true;
  rfb.addEventListener('connect', () => events.connected());
  rfb.addEventListener('clipboard', (event) => events.clipboard(event.detail.text));
  let open = true;
  rfb.addEventListener('disconnect', () => {
    open = false;
  });
  return {
    paste: (text) => rfb.clipboardPasteFrom(text),
    focus: () => rfb.focus(),
    disconnect: () => {
      // noVNC disconnects once; a second time it logs an error.
      if (open) rfb.disconnect();
      open = false;
    },
  };
}
