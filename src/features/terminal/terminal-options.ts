/**
 * How the web terminal's xterm is set up, where it matters for keystroke echo (docs/benchmarks.md, Web terminal;
 * ADR 0040). Measured in headless Chromium, the page's main thread was busy ~9 ms (p50) after every key before the
 * echo's frame could be handled, against ~2.6 ms without these:
 * - no blinking cursor: xterm's DOM renderer restarts the blink on every key and re-renders the cursor's row and its
 *   style (also every blink while idle); the echo reaches the screen ~26 ms after the key with it, ~10 ms without;
 * - the terminal's box is a containment boundary (`contain: strict`; its size comes from the page's flex layout,
 *   never from its rows): xterm's row changes do not make the browser restyle and lay out the whole console page.
 */
import type { ITerminalOptions } from '@xterm/xterm';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const TERMINAL_OPTIONS = {
  fontFamily: MONOSPACE,
  cursorBlink: false,
  scrollback: 5000,
} as const satisfies ITerminalOptions;

/** The style of the box xterm is opened in. */
export const TERMINAL_HOST_CSS = { contain: 'strict' } as const;
