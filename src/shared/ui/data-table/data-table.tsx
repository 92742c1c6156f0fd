/**
 * The table of every list screen: a real <table> named by `label`, columns from a config, sortable headers
 * (buttons inside headers carrying aria-sort), loading, empty and error states (the error's message and a retry),
 * optional row selection, optional expanded rows (a row across the table below each; the screen keeps which and
 * offers the toggle), and pagination (page sizes 10/20/50/100, total count) driven by `useListParams`.
 *
 *   const list = useListParams<ListClustersSortKey>({ defaultSortKey: 'create_time' });
 *   const query = useListClusters(list.params, { query: { placeholderData: keepPreviousData } });
 *   <DataTable label={t`Clusters`} columns={columns} rows={query.data?.cluster_set} rowKey={(c) => c.cluster_id}
 *     totalCount={query.data?.total_count} list={list} {...tableStateOf(query)} />
 */
import { Box, Button, HStack, Spinner, Table, Text, VStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, memo, useCallback, useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { errorMessage } from '@/shared/errors/error-message';
import type { ListParams } from './list-params';
import { TablePagination } from './pagination';
import { RowCheckbox } from './row-checkbox';
import type { DataTableColumn, DataTableExpansion, DataTableQueryState, DataTableSelection } from './types';

export interface DataTableProps<Row, K extends string = string> extends DataTableQueryState {
  /** Accessible name of the table (aria-label). */
  label: string;
  /** Optional visible caption. */
  caption?: ReactNode;
  columns: readonly DataTableColumn<Row, K>[];
  /** The current page's rows; undefined while nothing has arrived. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => string;
  /** Total rows of the query (the response's total_count); shown and used for paging. */
  totalCount?: number;
  /**
   * The list state: sorting, paging and the empty-page step back. Without it the table neither sorts nor pages
   * (a fixed or client-side list).
   */
  list?: ListParams<K, object>;
  /** Text of the empty state. Default "No data". */
  emptyText?: ReactNode;
  selection?: DataTableSelection<Row>;
  /** Rows shown expanded, each with a row across the table below it. */
  expanded?: DataTableExpansion<Row>;
  /** Chakra table size. Default sm. */
  size?: 'sm' | 'md' | 'lg';
  /** Hides the pagination bar even with `list` (e.g. a list that always fits one page). */
  hidePagination?: boolean;
}

const ALIGN = { start: 'start', center: 'center', end: 'end' } as const;

export function DataTable<Row, K extends string = string>(props: DataTableProps<Row, K>) {
  const { t } = useLingui();
  const {
    label,
    caption,
    columns,
    rows,
    rowKey,
    totalCount,
    list,
    emptyText,
    selection,
    expanded,
    size = 'sm',
    hidePagination,
    loading,
    fetching,
    stale,
    error,
    onRetry,
  } = props;

  // Spec section 8: a page beyond the first that comes back empty steps back one page (and so refetches).
  // Only a settled result counts (not loading, failed or placeholder rows), and each result (rows array) once.
  const settled = !loading && !error && !stale ? rows : undefined;
  const sync = list?.syncWithResult;
  const reported = useRef<readonly Row[] | undefined>(undefined);
  useEffect(() => {
    if (!sync || !settled || reported.current === settled) return;
    reported.current = settled;
    sync(settled.length, totalCount);
  }, [sync, settled, totalCount]);

  // The rows render as a deferred update: the store update that brings them (react-query's, synchronous) paints the
  // header, toolbar and pagination at once, and the rows' render, the costly part, follows interruptibly, yielding
  // to input. Until then the table shows what it showed before (the spinner, or the previous page's rows).
  const shownRows = useDeferredValue(rows);
  const rowsPending = shownRows !== rows;
  const showLoading = loading || (rowsPending && shownRows === undefined);

  const columnCount = columns.length + (selection ? 1 : 0);
  const visible = shownRows ?? [];
  const keys = visible.map((row, index) => rowKey(row, index));
  const selectableKeys = selection ? keys.filter((_, index) => selection.isSelectable?.(visible[index]) ?? true) : [];
  const selectedOnPage = selection ? selectableKeys.filter((key) => selection.selected.has(key)).length : 0;
  const allChecked = selectableKeys.length > 0 && selectedOnPage === selectableKeys.length;
  const someChecked = selectedOnPage > 0 && !allChecked;

  const selectRow = t`Select row`;
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (allChecked) selectableKeys.forEach((key) => next.delete(key));
    else selectableKeys.forEach((key) => next.add(key));
    selection.onChange(next);
  };
  // Stable, so that the memoised rows render again only when their own row, columns or checkbox change.
  const selectionRef = useRef(selection);
  useEffect(() => {
    selectionRef.current = selection;
  });
  const toggleOne = useCallback((key: string) => {
    const current = selectionRef.current;
    if (!current) return;
    const next = new Set(current.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    current.onChange(next);
  }, []);

  let state: ReactNode = null;
  if (error && !showLoading) {
    state = (
      <VStack gap="2" py="6" role="alert">
        <Text color="fg.error">{errorMessage(error)}</Text>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t`Retry`}
          </Button>
        )}
      </VStack>
    );
  } else if (showLoading && visible.length === 0) {
    state = (
      <HStack gap="2" py="6" justify="center" role="status">
        <Spinner size="sm" />
        <Text color="fg.muted">{t`Loading…`}</Text>
      </HStack>
    );
  } else if (visible.length === 0) {
    // A block, not a paragraph: the empty text may be a guide with a heading and a button (the cluster list's first use).
    state = (
      <Box py="6" textAlign="center" color="fg.muted">
        {emptyText ?? t`No data`}
      </Box>
    );
  }

  return (
    <Box>
      {/* Positioned, so that the visually hidden pieces of the cells (absolute) scroll and clip with the table, not widen the page. */}
      <Table.ScrollArea borderWidth="1px" rounded="md" position="relative">
        <Table.Root
          size={size}
          aria-label={label}
          aria-busy={showLoading || fetching || rowsPending ? true : undefined}
          interactive={visible.length > 0}
        >
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Header>
            <Table.Row>
              {selection && (
                <Table.ColumnHeader width="10">
                  <RowCheckbox
                    checked={allChecked}
                    indeterminate={someChecked}
                    disabled={selectableKeys.length === 0}
                    onChange={toggleAll}
                    label={t`Select all rows on this page`}
                  />
                </Table.ColumnHeader>
              )}
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} list={list} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {state ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount}>{state}</Table.Cell>
              </Table.Row>
            ) : (
              visible.map((row, index) => {
                const key = keys[index];
                return (
                  <Fragment key={key}>
                    <DataRow
                      rowKey={key}
                      row={row}
                      index={index}
                      columns={columns}
                      selectable={selection ? (selection.isSelectable?.(row) ?? true) : undefined}
                      checked={selection?.selected.has(key) ?? false}
                      onToggle={toggleOne}
                      selectLabel={selectRow}
                    />
                    {expanded?.keys.has(key) && (
                      <Table.Row data-expansion="">
                        <Table.Cell colSpan={columnCount}>{expanded.render(row)}</Table.Cell>
                      </Table.Row>
                    )}
                  </Fragment>
                );
              })
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {list && !hidePagination && <TablePagination list={list} totalCount={totalCount ?? visible.length} label={label} />}
    </Box>
  );
}

interface DataRowProps<Row, K extends string> {
  rowKey: string;
  row: Row;
  index: number;
  columns: readonly DataTableColumn<Row, K>[];
  /** Undefined without selection (no checkbox column). */
  selectable: boolean | undefined;
  checked: boolean;
  onToggle(key: string): void;
  selectLabel: string;
}

/**
 * One row, memoised: a refetch flag, a selection elsewhere on the page or the pagination does not render every
 * row's cells again (a row's cells change with its row object, which react-query keeps when the data is equal).
 */
const DataRow = memo(function DataRow<Row, K extends string>({
  rowKey,
  row,
  index,
  columns,
  selectable,
  checked,
  onToggle,
  selectLabel,
}: DataRowProps<Row, K>) {
  const withSelection = selectable !== undefined;
  return (
    <Table.Row aria-selected={withSelection ? checked : undefined} data-selected={checked ? '' : undefined}>
      {withSelection && (
        <Table.Cell>
          <RowCheckbox checked={checked} disabled={!selectable} onChange={() => onToggle(rowKey)} label={selectLabel} />
        </Table.Cell>
      )}
      {columns.map((column) => (
        <Table.Cell key={column.id} textAlign={ALIGN[column.align ?? 'start']}>
          {column.cell(row, index)}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}) as <Row, K extends string>(props: DataRowProps<Row, K>) => ReactNode;

/** Memoised like the rows: the header renders again when its column or the list's state changes, not when rows arrive. */
const HeaderCell = memo(function HeaderCell<Row, K extends string>({
  column,
  list,
}: {
  column: DataTableColumn<Row, K>;
  list?: ListParams<K, object>;
}) {
  const { t } = useLingui();
  const align = ALIGN[column.align ?? 'start'];
  if (!column.sortKey || !list) {
    return (
      <Table.ColumnHeader width={column.width} textAlign={align}>
        {column.header}
      </Table.ColumnHeader>
    );
  }
  const sortKey = column.sortKey;
  const active = list.sort_key === sortKey;
  const direction = active ? (list.reverse === 1 ? 'descending' : 'ascending') : 'none';
  const Icon = !active ? ArrowUpDown : list.reverse === 1 ? ArrowDown : ArrowUp;
  const hint = direction === 'descending' ? t`sorted descending` : direction === 'ascending' ? t`sorted ascending` : t`not sorted`;
  return (
    <Table.ColumnHeader width={column.width} textAlign={align} aria-sort={direction}>
      <Button
        variant="ghost"
        size="xs"
        px="1"
        mx="-1"
        fontWeight="inherit"
        color="inherit"
        onClick={() => list.setSort(sortKey)}
        title={hint}
      >
        {column.header}
        <Icon aria-hidden="true" size={14} opacity={active ? 1 : 0.4} />
      </Button>
    </Table.ColumnHeader>
  );
}) as <Row, K extends string>(props: { column: DataTableColumn<Row, K>; list?: ListParams<K, object> }) => ReactNode;
