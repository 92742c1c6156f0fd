/**
 * The objects chosen in one folder's page: a click toggles one, a shift-click (or Shift+Space) chooses every row
 * from the last one clicked to this one, like a desktop file manager; the header box chooses the whole page.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { NasObject } from '@/api/generated/model/nasObject';

export interface RangeSelection {
  chosen: NasObject[];
  has(key: string): boolean;
  /** A row's box was clicked: with shift, the range from the last click. */
  toggle(key: string, shift: boolean): void;
  toggleAll(): void;
  clear(): void;
  allChosen: boolean;
  someChosen: boolean;
}

export function useRangeSelection(rows: readonly NasObject[]): RangeSelection {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);
  const order = useMemo(() => rows.map((row) => row.object_name), [rows]);

  const toggle = useCallback(
    (key: string, shift: boolean) => {
      // Read now: React may run the updater below later, after the anchor has moved to this row.
      const start = anchor.current;
      setKeys((current) => {
        const next = new Set(current);
        const from = start === null ? -1 : order.indexOf(start);
        const to = order.indexOf(key);
        if (shift && from >= 0 && to >= 0) {
          // The range takes the state of the row the range starts from (chosen: every row chosen).
          const choose = current.has(order[from]);
          for (const k of order.slice(Math.min(from, to), Math.max(from, to) + 1)) {
            if (choose) next.add(k);
            else next.delete(k);
          }
        } else if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
      anchor.current = key;
    },
    [order],
  );

  return useMemo(() => {
    const present = order.filter((key) => keys.has(key));
    const allChosen = order.length > 0 && present.length === order.length;
    return {
      chosen: rows.filter((row) => keys.has(row.object_name)),
      has: (key: string) => keys.has(key),
      toggle,
      toggleAll: () => setKeys(allChosen ? new Set() : new Set(order)),
      clear: () => setKeys(new Set()),
      allChosen,
      someChosen: present.length > 0 && !allChosen,
    };
  }, [keys, order, rows, toggle]);
}
