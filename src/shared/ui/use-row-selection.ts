/**
 * The rows chosen for a bulk action: kept across pages (a row stays chosen while the list pages on), renewed with
 * each page's fresh data (a job's status changes while it is chosen), and dropped when the filters change.
 */
import { useMemo, useState } from 'react';
import type { DataTableSelection } from './data-table';

export interface RowSelection<Row> {
  /** The chosen rows, with the latest data seen of each. */
  rows: Row[];
  selection: DataTableSelection<Row>;
  clear(): void;
}

export function useRowSelection<Row>(pageRows: readonly Row[] | undefined, keyOf: (row: Row) => string, scope: string): RowSelection<Row> {
  const [state, setState] = useState<{ scope: string; chosen: ReadonlyMap<string, Row> }>({ scope, chosen: new Map() });
  const chosen = state.scope === scope ? state.chosen : undefined;

  return useMemo(() => {
    const current = chosen ?? new Map<string, Row>();
    const fresh = new Map((pageRows ?? []).map((row) => [keyOf(row), row]));
    const rows = [...current.entries()].map(([key, row]) => fresh.get(key) ?? row);
    return {
      rows,
      selection: {
        selected: new Set(current.keys()),
        onChange(next: Set<string>) {
          const kept = new Map<string, Row>();
          for (const key of next) {
            const row = fresh.get(key) ?? current.get(key);
            if (row !== undefined) kept.set(key, row);
          }
          setState({ scope, chosen: kept });
        },
      },
      clear: () => setState({ scope, chosen: new Map() }),
    };
  }, [chosen, pageRows, keyOf, scope]);
}
