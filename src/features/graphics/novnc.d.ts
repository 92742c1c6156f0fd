/**
 * The part of noVNC's RFB class (@novnc/novnc 1.7, core/rfb.js; docs/API.md) the graphics viewer uses: the package
 * ships no type declarations.
 */
declare module '@novnc/novnc' {
  export interface RfbOptions {
    credentials?: { username?: string; password?: string; target?: string };
    shared?: boolean;
  }

  export default class RFB extends EventTarget {
    /** `urlOrChannel`: a URL to open, or a WebSocket already open (noVNC takes its handlers over). */
    constructor(target: HTMLElement, urlOrChannel: string | WebSocket, options?: RfbOptions);
    scaleViewport: boolean;
    resizeSession: boolean;
    clipViewport: boolean;
    focusOnClick: boolean;
    background: string;
    clipboardPasteFrom(text: string): void;
    focus(options?: FocusOptions): void;
    disconnect(): void;
    addEventListener(type: 'connect', listener: (event: CustomEvent<Record<string, never>>) => void): void;
    addEventListener(type: 'disconnect', listener: (event: CustomEvent<{ clean: boolean }>) => void): void;
    addEventListener(type: 'clipboard', listener: (event: CustomEvent<{ text: string }>) => void): void;
    addEventListener(type: 'desktopname', listener: (event: CustomEvent<{ name: string }>) => void): void;
  }
}
