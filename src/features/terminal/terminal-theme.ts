/** The terminal's colours for the console's colour mode (xterm ITheme): a dark and a light palette. */
import type { ITheme } from '@xterm/xterm';

const DARK: ITheme = {
  background: '#0f1115',
  foreground: '#e4e6eb',
  cursor: '#e4e6eb',
  cursorAccent: '#0f1115',
  selectionBackground: '#3b4a6b',
  black: '#1c1f26',
  red: '#f87171',
  green: '#4ade80',
  yellow: '#facc15',
  blue: '#60a5fa',
  magenta: '#c084fc',
  cyan: '#22d3ee',
  white: '#e4e6eb',
  brightBlack: '#6b7280',
  brightRed: '#fca5a5',
  brightGreen: '#86efac',
  brightYellow: '#fde047',
  brightBlue: '#93c5fd',
  brightMagenta: '#d8b4fe',
  brightCyan: '#67e8f9',
  brightWhite: '#ffffff',
};

const LIGHT: ITheme = {
  background: '#fbfbfc',
  foreground: '#1f2329',
  cursor: '#1f2329',
  cursorAccent: '#fbfbfc',
  selectionBackground: '#bfd4f7',
  black: '#1f2329',
  red: '#b91c1c',
  green: '#15803d',
  yellow: '#a16207',
  blue: '#1d4ed8',
  magenta: '#7e22ce',
  cyan: '#0e7490',
  white: '#d1d5db',
  brightBlack: '#4b5563',
  brightRed: '#dc2626',
  brightGreen: '#16a34a',
  brightYellow: '#ca8a04',
  brightBlue: '#2563eb',
  brightMagenta: '#9333ea',
  brightCyan: '#0891b2',
  brightWhite: '#6b7280',
};

export const terminalTheme = (mode: 'light' | 'dark'): ITheme => (mode === 'dark' ? DARK : LIGHT);
