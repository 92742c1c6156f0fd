/** The terminal's font size, kept in localStorage between visits: 10 to 24 px, 14 by default. */
import { useCallback, useState } from 'react';

const KEY = 'hpc.terminal.fontSize';
export const FONT_SIZE = { min: 10, max: 24, initial: 14 } as const;

function stored(): number {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isInteger(value) && value >= FONT_SIZE.min && value <= FONT_SIZE.max ? value : FONT_SIZE.initial;
  } catch {
    return FONT_SIZE.initial;
  }
}

export function useFontSize(): [number, (step: 1 | -1) => void] {
  const [size, setSize] = useState(stored);
  const change = useCallback((step: 1 | -1) => {
    setSize((current) => {
      const next = Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, current + step));
      try {
        localStorage.setItem(KEY, String(next));
      } catch {
        // Private mode: the size lasts for this page.
      }
      return next;
    });
  }, []);
  return [size, change];
}
