/**
 * The one dialog a list row or a page shows at a time, e.g. the action chosen in a menu. A closed dialog stays
 * mounted, closed, until another is shown (so it closes the way it opened rather than being torn down while
 * open); each show mounts a fresh one (`key`), so a form starts from its initial values.
 */
import { useCallback, useState } from 'react';

export interface DialogSlot<T> {
  /** The dialog last shown (mounted), or null. */
  value: T | null;
  open: boolean;
  /** Changes on every show: pass as the dialog's React key. */
  key: number;
  show(value: T): void;
  close(): void;
}

export function useDialogSlot<T>(): DialogSlot<T> {
  const [state, setState] = useState<{ value: T | null; open: boolean; key: number }>({ value: null, open: false, key: 0 });
  const show = useCallback((value: T) => setState((current) => ({ value, open: true, key: current.key + 1 })), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show, close };
}
