import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListClustersParams } from '@/api/generated/model/listClustersParams';
import type { ListClustersSortKey } from '@/api/generated/model/listClustersSortKey';
import type { ClusterStatus } from '@/api/generated/model/clusterStatus';
import type { ClusterType } from '@/api/generated/model/clusterType';
import { PAGE_LIMIT_STORAGE_KEY, dropAll, pageCount, stepBackPage, storedPageLimit, useListParams } from './list-params';

type ClusterFilters = { status: ClusterStatus[]; cluster_type: ClusterType };
const useClusterList = () =>
  useListParams<ListClustersSortKey, ClusterFilters>({
    defaultFilters: { status: ['pending', 'active', 'stopped', 'suspended'], cluster_type: 'all' },
  });

describe('dropAll', () => {
  it('drops all, empty strings, empty lists, null and undefined; keeps 0 and false', () => {
    expect(
      dropAll({
        status: 'all',
        cluster_type: 'hpc',
        search_word: '',
        ids: [],
        owner: null,
        zone: undefined,
        offset: 0,
        reverse: 0,
        verbose: false,
        list: ['a'],
      }),
    ).toEqual({
      cluster_type: 'hpc',
      offset: 0,
      reverse: 0,
      verbose: false,
      list: ['a'],
    });
  });

  it('does not change its input', () => {
    const input = { a: 'all', b: 1 };
    dropAll(input);
    expect(input).toEqual({ a: 'all', b: 1 });
  });
});

describe('stepBackPage (spec section 8)', () => {
  it('stays on the first page and on pages with rows', () => {
    expect(stepBackPage(1, 0, 0, 10)).toBeNull();
    expect(stepBackPage(3, 5, 25, 10)).toBeNull();
  });

  it('steps back one page when a later page is empty', () => {
    expect(stepBackPage(3, 0)).toBe(2);
    expect(stepBackPage(3, 0, 20, 10)).toBe(2);
    expect(stepBackPage(2, 0, 0, 10)).toBe(1);
  });

  it('goes to the last page with rows when the total shrank further', () => {
    expect(stepBackPage(5, 0, 12, 10)).toBe(2);
    expect(stepBackPage(5, 0, 0, 10)).toBe(1);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('useListParams', () => {
  it('starts at page 1, 10 rows, create_time descending, filters kept with all', () => {
    const { result } = renderHook(useClusterList);
    expect(result.current).toMatchObject({ page: 1, limit: 10, offset: 0, sort_key: 'create_time', reverse: 1, search_word: '' });
    expect(result.current.filters).toEqual({ status: ['pending', 'active', 'stopped', 'suspended'], cluster_type: 'all' });
    expect(result.current.params).toEqual({
      limit: 10,
      offset: 0,
      sort_key: 'create_time',
      reverse: 1,
      status: ['pending', 'active', 'stopped', 'suspended'],
    });
  });

  it('gives params the generated hooks accept', () => {
    const { result } = renderHook(useClusterList);
    const params: ListClustersParams = result.current.params;
    expect(params.sort_key).toBe('create_time');
  });

  it('takes the default sort', () => {
    const { result } = renderHook(() => useListParams({ defaultSortKey: 'submitted_time', defaultReverse: 0 }));
    expect(result.current.params).toMatchObject({ sort_key: 'submitted_time', reverse: 0 });
  });

  it('pages by offset', () => {
    const { result } = renderHook(useClusterList);
    act(() => result.current.setPage(3));
    expect(result.current).toMatchObject({ page: 3, offset: 20 });
    expect(result.current.params.offset).toBe(20);
    act(() => result.current.setPage(0));
    expect(result.current.page).toBe(1);
  });

  it('remembers the page size in local storage and goes back to page 1', () => {
    const { result, unmount } = renderHook(useClusterList);
    act(() => result.current.setPage(4));
    act(() => result.current.setLimit(50));
    expect(result.current).toMatchObject({ limit: 50, page: 1, offset: 0 });
    expect(localStorage.getItem(PAGE_LIMIT_STORAGE_KEY)).toBe('50');
    unmount();
    const next = renderHook(useClusterList);
    expect(next.result.current.limit).toBe(50);
  });

  it('ignores an invalid stored page size', () => {
    localStorage.setItem(PAGE_LIMIT_STORAGE_KEY, '33');
    expect(storedPageLimit()).toBe(10);
    expect(renderHook(useClusterList).result.current.limit).toBe(10);
  });

  it('can keep a fixed page size without remembering', () => {
    localStorage.setItem(PAGE_LIMIT_STORAGE_KEY, '100');
    const { result } = renderHook(() => useListParams({ defaultLimit: 20, rememberLimit: false }));
    expect(result.current.limit).toBe(20);
    act(() => result.current.setLimit(50));
    expect(localStorage.getItem(PAGE_LIMIT_STORAGE_KEY)).toBe('100');
  });

  it('toggles the direction on the same key, starts descending on a new key, back to page 1', () => {
    const { result } = renderHook(useClusterList);
    act(() => result.current.setPage(2));
    act(() => result.current.setSort('create_time'));
    expect(result.current).toMatchObject({ sort_key: 'create_time', reverse: 0, page: 1 });
    act(() => result.current.setSort('cluster_name'));
    expect(result.current).toMatchObject({ sort_key: 'cluster_name', reverse: 1 });
    act(() => result.current.setSort('cluster_name', 0));
    expect(result.current.reverse).toBe(0);
  });

  it('searches (trimmed in params, dropped when empty), back to page 1', () => {
    const { result } = renderHook(useClusterList);
    act(() => result.current.setPage(2));
    act(() => result.current.setSearch(' abc '));
    expect(result.current.search_word).toBe(' abc ');
    expect(result.current.params.search_word).toBe('abc');
    expect(result.current.page).toBe(1);
    act(() => result.current.setSearch('  '));
    expect(result.current.params).not.toHaveProperty('search_word');
  });

  it('keeps all in filters and drops it from params', () => {
    const { result } = renderHook(useClusterList);
    act(() => result.current.setFilter('cluster_type', 'hpc'));
    expect(result.current.params.cluster_type).toBe('hpc');
    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('cluster_type', 'all'));
    expect(result.current.filters.cluster_type).toBe('all');
    expect(result.current.params).not.toHaveProperty('cluster_type');
    expect(result.current.page).toBe(1);
    act(() => result.current.setFilters({ status: [] }));
    expect(result.current.params).not.toHaveProperty('status');
  });

  it('keeps the list and its params stable while nothing changes', () => {
    const { result, rerender } = renderHook(useClusterList);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.params).toBe(first.params);
    act(() => result.current.setPage(2));
    expect(result.current).not.toBe(first);
  });

  it('steps back a page when a page beyond the first came back empty', () => {
    const { result } = renderHook(useClusterList);
    act(() => result.current.setPage(3));
    act(() => result.current.syncWithResult(0, 25));
    expect(result.current.page).toBe(2);
    expect(result.current.offset).toBe(10);
    act(() => result.current.syncWithResult(5, 15));
    expect(result.current.page).toBe(2);
  });

  it('does not step back from the first page', () => {
    const { result } = renderHook(useClusterList);
    act(() => result.current.syncWithResult(0, 0));
    expect(result.current.page).toBe(1);
  });
});
