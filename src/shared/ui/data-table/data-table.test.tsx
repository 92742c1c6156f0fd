import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@/api/gateway';
import { renderWithProviders } from '@/shared/testing/render';
import { DataTable, PAGE_LIMIT_STORAGE_KEY, pageWindow, tableStateOf, useListParams, type DataTableColumn, type ListParams } from '.';

interface Item {
  id: string;
  name: string;
  size: number;
}

type SortKey = 'create_time' | 'name';
const columns: DataTableColumn<Item, SortKey>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortKey: 'name' },
  { id: 'size', header: 'Size', cell: (row) => String(row.size), align: 'end' },
];
const items = (count: number, from = 0): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `i-${from + i}`, name: `item ${from + i}`, size: from + i }));

function Harness(props: {
  rows?: Item[];
  total?: number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  onList?: (list: ListParams<SortKey>) => void;
  selectable?: boolean;
}) {
  const list = useListParams<SortKey>();
  props.onList?.(list);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable
      label="Items"
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.id}
      totalCount={props.total}
      list={list}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      selection={props.selectable ? { selected, onChange: setSelected, isSelectable: (row) => row.size !== 1 } : undefined}
    />
  );
}

describe('DataTable', () => {
  it('is a real table named by its label, with a column per config entry', () => {
    renderWithProviders(<Harness rows={items(3)} total={3} />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table.tagName).toBe('TABLE');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Size']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('cell', { name: 'item 2' })).toBeTruthy();
  });

  it('shows a caption when given', () => {
    renderWithProviders(<DataTable label="Jobs" caption="All jobs" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getByRole('table', { name: 'Jobs' }).querySelector('caption')?.textContent).toBe('All jobs');
  });

  it('sorts with header buttons carrying aria-sort', async () => {
    let list: ListParams<SortKey> | undefined;
    renderWithProviders(<Harness rows={items(3)} total={3} onList={(l) => (list = l)} />);
    const [nameHeader, sizeHeader] = screen.getAllByRole('columnheader');
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(sizeHeader.hasAttribute('aria-sort')).toBe(false);
    expect(within(sizeHeader).queryByRole('button')).toBeNull();
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(list?.params).toMatchObject({ sort_key: 'name', reverse: 1 });
    expect(screen.getAllByRole('columnheader')[0].getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(screen.getAllByRole('columnheader')[0]).getByRole('button'));
    expect(list?.params).toMatchObject({ sort_key: 'name', reverse: 0 });
    expect(screen.getAllByRole('columnheader')[0].getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows loading, then empty', () => {
    const { rerender } = renderWithProviders(<Harness rows={undefined} loading />);
    expect(screen.getByRole('status').textContent).toContain('加载中');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    rerender(<Harness rows={[]} total={0} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('shows the error message and a retry', async () => {
    const onRetry = vi.fn();
    const error = new GatewayError({ retCode: 2100, message: '集群不存在', action: 'ListClusters', kind: 'failure', status: 200 });
    renderWithProviders(<Harness rows={undefined} error={error} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('集群不存在');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('translates a console-detected error', () => {
    const error = new GatewayError({ retCode: 5040, message: 'Request timed out after 15 s', action: 'ListClusters', kind: 'timeout' });
    renderWithProviders(<Harness rows={undefined} error={error} />);
    expect(screen.getByRole('alert').textContent).toContain('请求超时');
  });

  it('pages: total, page buttons, previous and next', async () => {
    let list: ListParams<SortKey> | undefined;
    renderWithProviders(<Harness rows={items(10)} total={35} onList={(l) => (list = l)} />);
    const nav = screen.getByRole('navigation', { name: /^分页/ });
    expect(nav.textContent).toContain('共 35 条');
    expect(within(nav).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true);
    await userEvent.click(within(nav).getByRole('button', { name: '下一页' }));
    expect(list?.params.offset).toBe(10);
    await userEvent.click(within(nav).getByRole('button', { name: '第 4 页' }));
    expect(list?.page).toBe(4);
    expect(within(nav).getByRole('button', { name: '下一页' })).toHaveProperty('disabled', true);
  });

  it('offers page sizes 10/20/50/100 and remembers the choice', async () => {
    let list: ListParams<SortKey> | undefined;
    renderWithProviders(<Harness rows={items(10)} total={35} onList={(l) => (list = l)} />);
    const select = screen.getByRole('combobox', { name: '每页条数' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['10', '20', '50', '100']);
    await userEvent.selectOptions(select, '50');
    expect(list?.limit).toBe(50);
    expect(localStorage.getItem(PAGE_LIMIT_STORAGE_KEY)).toBe('50');
  });

  it('selects rows, all on the page, skipping rows that may not be selected', async () => {
    renderWithProviders(<Harness rows={items(3)} total={3} selectable />);
    const all = screen.getByRole('checkbox', { name: '选择本页所有行' });
    await userEvent.click(all);
    const boxes = screen.getAllByRole('checkbox', { name: '选择此行' }) as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, false, true]);
    expect(boxes[1].disabled).toBe(true);
    await userEvent.click(boxes[0]);
    expect((screen.getAllByRole('checkbox', { name: '选择此行' })[0] as HTMLInputElement).checked).toBe(false);
  });

  it('steps back a page when a page beyond the first came back empty (spec section 8)', async () => {
    let list: ListParams<SortKey> | undefined;
    const { rerender } = renderWithProviders(<Harness rows={items(10)} total={25} onList={(l) => (list = l)} />);
    act(() => list?.setPage(3));
    rerender(<Harness rows={[]} total={20} onList={(l) => (list = l)} />);
    await waitFor(() => expect(list?.page).toBe(2));
    // One step per result: the same (stale) rows do not step back again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(list?.page).toBe(2);
  });

  it('works with react-query: params as query key, step back after rows vanish', async () => {
    let server = items(25);
    const fetchPage = vi.fn(async (params: { limit: number; offset: number }) => ({
      item_set: server.slice(params.offset, params.offset + params.limit),
      total_count: server.length,
    }));
    let list: ListParams<SortKey> | undefined;
    function Page() {
      const current = useListParams<SortKey>();
      list = current;
      const query = useQuery({
        queryKey: ['items', current.params],
        queryFn: () => fetchPage(current.params),
        placeholderData: keepPreviousData,
      });
      return (
        <DataTable
          label="Items"
          columns={columns}
          rows={query.data?.item_set}
          rowKey={(row) => row.id}
          totalCount={query.data?.total_count}
          list={current}
          {...tableStateOf(query)}
        />
      );
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    await screen.findByText('item 0');
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await screen.findByText('item 20');
    server = items(15);
    await act(() => client.invalidateQueries({ queryKey: ['items'] }));
    await waitFor(() => expect(list?.page).toBe(2));
    await screen.findByText('item 10');
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 10, limit: 10 }));
  });
});

describe('typed filters', () => {
  it('accepts a list with its own sort keys and filters', () => {
    function Page() {
      const list = useListParams<SortKey, { status: ('active' | 'stopped')[]; kind: 'a' | 'b' }>({
        defaultFilters: { status: ['active'], kind: 'all' },
      });
      return <DataTable label="Typed" columns={columns} rows={items(1)} rowKey={(row) => row.id} totalCount={1} list={list} />;
    }
    renderWithProviders(<Page />);
    expect(screen.getByRole('table', { name: 'Typed' })).toBeTruthy();
  });
});

describe('pageWindow', () => {
  it('shows first, last and neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
