/** The column and state types of DataTable (kept apart so pages can type their column lists). */
import type { ReactNode } from 'react';

export interface DataTableColumn<Row, K extends string = string> {
  /** Stable id of the column (React key). */
  id: string;
  /** Header content (translated text). */
  header: ReactNode;
  /** Cell content of a row. */
  cell: (row: Row, index: number) => ReactNode;
  /** When set, the header is a sort button and sorts by this key (`sort_key`). */
  sortKey?: K;
  /** Text alignment of header and cells. Default start. */
  align?: 'start' | 'center' | 'end';
  /** Column width (CSS size, e.g. "120px" or "20%"). */
  width?: string;
}

/** Row selection (checkbox column) for batch actions. */
export interface DataTableSelection<Row> {
  /** Keys (rowKey) of the selected rows. */
  selected: ReadonlySet<string>;
  onChange(selected: Set<string>): void;
  /** Rows that may not be selected get a disabled checkbox. */
  isSelectable?(row: Row): boolean;
}

/** Rows shown expanded: below each, a row across the table (e.g. a job array's tasks below the array). */
export interface DataTableExpansion<Row> {
  /** The keys (rowKey) of the rows shown expanded; the screen keeps them and its cells offer the toggle. */
  keys: ReadonlySet<string>;
  /** What shows below an expanded row. */
  render(row: Row): ReactNode;
}

/** What a react-query result tells the table; `tableStateOf(query)` builds it. */
export interface DataTableQueryState {
  /** First load: no rows yet. */
  loading?: boolean;
  /** A refetch is under way (rows stay, the table is marked busy). */
  fetching?: boolean;
  /** The rows shown belong to other parameters (react-query placeholder data): the empty-page step back waits. */
  stale?: boolean;
  error?: unknown;
  onRetry?(): void;
}
