/**
 * The terminal itself (loaded lazily with xterm: never in the start-up bundle): xterm with the fit, web-links and
 * search addons, the colour mode's theme, the font size, copy and paste, a search box, and a size that follows the
 * window (follow-resize.ts). Its styles: xterm's CSS file, built with the chunk, and the <style> elements its DOM
 * renderer adds, which get the page's CSP nonce (style-nonce.ts).
 */
import '@xterm/xterm/css/xterm.css';
import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FitAddon } from '@xterm/addon-fit';
import { SearchAddon } from '@xterm/addon-search';
import { WebLinksAddon } from '@xterm/addon-web-links';
import { Terminal } from '@xterm/xterm';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '@/shared/ui/copy-text';
import { useColorMode } from '@/shared/ui/color-mode';
import { useFontSize } from './font-size';
import { followWindowResize } from './follow-resize';
import { nonceStyles } from './style-nonce';
import { TERMINAL_HOST_CSS, TERMINAL_OPTIONS } from './terminal-options';
import { terminalTheme } from './terminal-theme';
import { TerminalToolbar } from './terminal-toolbar';

/** What the page does with the terminal once it is on screen. */
export interface TerminalHandle {
  /** `written` once xterm has parsed the bytes (its write callback): the connection's flow control. */
  write(bytes: Uint8Array, written?: () => void): void;
  size(): { cols: number; rows: number } | undefined;
  focus(): void;
}

export interface XtermViewProps {
  /** The terminal is on screen: where output goes, and the fitted size. */
  onMount(handle: TerminalHandle | undefined): void;
  /** What the user types or pastes. */
  onInput(text: string): void;
  /** The fitted size changed (the window, the font size). */
  onResize(cols: number, rows: number): void;
  /** Input is taken (a shell is attached). */
  live: boolean;
}

export function XtermView({ onMount, onInput, onResize, live }: XtermViewProps) {
  const { t } = useLingui();
  const { mode } = useColorMode();
  const [fontSize, changeFontSize] = useFontSize();
  const host = useRef<HTMLDivElement>(null);
  const parts = useRef<{ term: Terminal; fit: FitAddon; search: SearchAddon }>(undefined);
  const callbacks = useRef({ onInput, onResize, onMount });
  callbacks.current = { onInput, onResize, onMount };
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const release = nonceStyles(element.ownerDocument);
    const term = new Terminal({ ...TERMINAL_OPTIONS, theme: terminalTheme(mode), fontSize });
    const fit = new FitAddon();
    const search = new SearchAddon();
    term.loadAddon(fit);
    term.loadAddon(search);
    term.loadAddon(new WebLinksAddon());
    term.open(element);
    const fitted = () => {
      try {
        fit.fit();
      } catch {
        return undefined;
      }
      return { cols: term.cols, rows: term.rows };
    };
    fitted();
    term.attachCustomKeyEventHandler((event) => {
      const chord = (event.ctrlKey || event.metaKey) && event.shiftKey && event.type === 'keydown';
      if (chord && event.code === 'KeyC') {
        const selection = term.getSelection();
        if (selection) void copyText(selection);
        return false;
      }
      // Ctrl/Cmd+Shift+V: the browser's own paste event reaches xterm's text area, which pastes (bracketed).
      return !(chord && event.code === 'KeyV');
    });
    const input = term.onData((data) => callbacks.current.onInput(data));
    const stopFollowing = followWindowResize(fitted, (cols, rows) => callbacks.current.onResize(cols, rows));
    parts.current = { term, fit, search };
    callbacks.current.onMount({
      write: (bytes, written) => term.write(bytes, written),
      size: () => ({ cols: term.cols, rows: term.rows }),
      focus: () => term.focus(),
    });
    setReady(true);
    return () => {
      callbacks.current.onMount(undefined);
      stopFollowing();
      input.dispose();
      term.dispose();
      parts.current = undefined;
      release();
    };
    // Created once; the theme and the font size follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    current.term.options.theme = terminalTheme(mode);
  }, [mode, ready]);

  useEffect(() => {
    const current = parts.current;
    if (!current || current.term.options.fontSize === fontSize) return;
    current.term.options.fontSize = fontSize;
    try {
      current.fit.fit();
    } catch {
      return;
    }
    callbacks.current.onResize(current.term.cols, current.term.rows);
  }, [fontSize, ready]);

  useEffect(() => {
    if (live) parts.current?.term.focus();
  }, [live, ready]);

  const paste = async () => {
    const current = parts.current;
    if (!current) return;
    try {
      const text = await navigator.clipboard.readText();
      if (text) current.term.paste(text);
    } finally {
      current.term.focus();
    }
  };

  return (
    <Box display="flex" flexDirection="column" flex="1" minH="0" gap="2">
      <TerminalToolbar
        fontSize={fontSize}
        onFontSize={changeFontSize}
        onCopy={() => {
          const selection = parts.current?.term.getSelection();
          if (selection) void copyText(selection);
          parts.current?.term.focus();
        }}
        onPaste={() => void paste().catch(() => undefined)}
        onFind={(text, backwards) => {
          const search = parts.current?.search;
          if (!search || !text) return false;
          return backwards ? search.findPrevious(text) : search.findNext(text);
        }}
      />
      <Box
        ref={host}
        role="region"
        aria-label={t`Terminal`}
        data-testid="terminal-pane"
        flex="1"
        minH="60"
        p="2"
        rounded="md"
        borderWidth="1px"
        bg={mode === 'dark' ? '#0f1115' : '#fbfbfc'}
        overflow="hidden"
        css={TERMINAL_HOST_CSS}
      />
    </Box>
  );
}
