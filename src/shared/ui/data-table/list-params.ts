/**
 * The paging, sorting, search and filter state of a list screen, shaped as the query parameters of the generated
 * list operations (spec sections 5, 8, 9):
 * - `limit`/`offset` pages; page sizes 10, 20, 50, 100, the chosen size remembered in local storage (`hpc.pageLimit`);
 * - `sort_key`/`reverse`, default `create_time` descending (reverse 1);
 * - `search_word` and filters; a filter of value `all` stays `all` in the UI state and is dropped from `params`
 *   (`dropAll`), as the mutator drops it from requests;
 * - a page beyond the first that comes back empty steps back one page (`syncWithResult`; DataTable calls it).
 *
 * A page passes `list.params` straight to the generated hook: `useListClusters(list.params)`. The returned object
 * (and `params`) keep their identity while nothing changes.
 */
import { useCallback, useMemo, useState } from 'react';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Local storage key of the remembered page size (spec section 9, "page limit"). */
export const PAGE_LIMIT_STORAGE_KEY = 'hpc.pageLimit';
export const DEFAULT_SORT_KEY = 'create_time';

/** 1 sorts descending (the console default), 0 ascending. */
export type SortReverse = 0 | 1;

/** The value of every filter that means "no filter". */
export const ALL = 'all' as const;
export type All = typeof ALL;

/** Filters as the UI holds them: each one its value, `all`, or unset. */
export type FilterState<F> = { [P in keyof F]?: F[P] | All };

/** Values never sent: `all`, empty strings, empty lists, null and undefined (spec section 5; as the mutator). */
export function isDroppedValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === ALL || (Array.isArray(value) && value.length === 0);
}

/** The parameters without `all` (and empty) values, for callers that build a request outside the mutator. */
export function dropAll<T extends object>(params: T): { [P in keyof T]?: Exclude<T[P], All> } {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) if (!isDroppedValue(value)) kept[key] = value;
  return kept as { [P in keyof T]?: Exclude<T[P], All> };
}

export function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'number' && (PAGE_SIZES as readonly number[]).includes(value);
}

/** The remembered page size, or the fallback when none (or an invalid one) is stored. */
export function storedPageLimit(fallback: PageSize = DEFAULT_PAGE_SIZE): PageSize {
  try {
    const value = Number(globalThis.localStorage?.getItem(PAGE_LIMIT_STORAGE_KEY));
    return isPageSize(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function rememberPageLimit(limit: PageSize): void {
  try {
    globalThis.localStorage?.setItem(PAGE_LIMIT_STORAGE_KEY, String(limit));
  } catch {
    // Private mode: the size lasts for this page only.
  }
}

/** Number of pages for a total (at least 1). */
export function pageCount(totalCount: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / Math.max(1, limit)));
}

/**
 * The page to show after a page came back, or null to stay (spec section 8): a page beyond the first that came
 * back empty steps back one page — and, when the total is known and smaller, to the last page that has rows.
 */
export function stepBackPage(page: number, rowCount: number, totalCount?: number, limit?: number): number | null {
  if (page <= 1 || rowCount > 0) return null;
  const back = page - 1;
  if (totalCount === undefined || limit === undefined) return back;
  return Math.max(1, Math.min(back, pageCount(totalCount, limit)));
}

/** The query parameters of a list call (pass to the generated hook). */
export type ListQueryParams<K extends string, F extends object = Record<never, never>> = {
  limit: PageSize;
  offset: number;
  sort_key: K;
  reverse: SortReverse;
  search_word?: string;
} & { [P in keyof F]?: F[P] };

export interface UseListParamsOptions<K extends string, F extends object> {
  /** Default `create_time`. */
  defaultSortKey?: K;
  /** Default 1 (descending). */
  defaultReverse?: SortReverse;
  /** Initial filter values (e.g. a status list); `all` or unset means no filter. */
  defaultFilters?: FilterState<F>;
  /** Page size when none is remembered (or when not remembering). Default 10. */
  defaultLimit?: PageSize;
  /** Whether the page size is read from and saved to local storage `hpc.pageLimit`. Default true. */
  rememberLimit?: boolean;
  /** Initial search word. */
  defaultSearch?: string;
}

export interface ListParams<K extends string, F extends object = Record<never, never>> {
  limit: PageSize;
  offset: number;
  sort_key: K;
  reverse: SortReverse;
  /** 1-based. */
  page: number;
  search_word: string;
  filters: FilterState<F>;
  /** The request parameters, without `all`/empty values; stable while nothing changes (a good query key). */
  params: ListQueryParams<K, F>;
  setPage(page: number): void;
  /** Changes the page size (remembered), back to page 1. */
  setLimit(limit: PageSize): void;
  /** Sorts by a key: the same key toggles the direction, a new key starts descending; or sets the direction given. */
  setSort(sortKey: K, reverse?: SortReverse): void;
  /** Searches, back to page 1. */
  setSearch(searchWord: string): void;
  /** Sets one filter (`all` or undefined clears it), back to page 1. */
  setFilter<P extends keyof F>(key: P, value: F[P] | All | undefined): void;
  /** Replaces all filters, back to page 1. */
  setFilters(filters: FilterState<F>): void;
  /** Reports a page's result: steps back a page when a page beyond the first came back empty (spec section 8). */
  syncWithResult(rowCount: number, totalCount?: number): void;
}

export function useListParams<K extends string = string, F extends object = Record<never, never>>(
  options: UseListParamsOptions<K, F> = {},
): ListParams<K, F> {
  const {
    defaultSortKey = DEFAULT_SORT_KEY as K,
    defaultReverse = 1,
    defaultFilters,
    defaultLimit = DEFAULT_PAGE_SIZE,
    rememberLimit = true,
    defaultSearch = '',
  } = options;
  const [page, setPageState] = useState(1);
  const [limit, setLimitState] = useState<PageSize>(() => (rememberLimit ? storedPageLimit(defaultLimit) : defaultLimit));
  const [sort, setSortState] = useState<{ key: K; reverse: SortReverse }>({ key: defaultSortKey, reverse: defaultReverse });
  const [search_word, setSearchState] = useState(defaultSearch);
  const [filters, setFiltersState] = useState<FilterState<F>>(() => ({ ...defaultFilters }) as FilterState<F>);

  const setPage = useCallback((next: number) => setPageState(Math.max(1, Math.floor(next) || 1)), []);
  const setLimit = useCallback(
    (next: PageSize) => {
      setLimitState(next);
      setPageState(1);
      if (rememberLimit) rememberPageLimit(next);
    },
    [rememberLimit],
  );
  const setSort = useCallback((key: K, reverse?: SortReverse) => {
    setSortState((current) => ({ key, reverse: reverse ?? (current.key === key ? (current.reverse === 1 ? 0 : 1) : 1) }));
    setPageState(1);
  }, []);
  const setSearch = useCallback((word: string) => {
    setSearchState(word);
    setPageState(1);
  }, []);
  const setFilter = useCallback(<P extends keyof F>(key: P, value: F[P] | All | undefined) => {
    setFiltersState((current) => ({ ...current, [key]: value }));
    setPageState(1);
  }, []);
  const setFilters = useCallback((next: FilterState<F>) => {
    setFiltersState({ ...next });
    setPageState(1);
  }, []);
  const syncWithResult = useCallback(
    (rowCount: number, totalCount?: number) => {
      const target = stepBackPage(page, rowCount, totalCount, limit);
      if (target !== null && target !== page) setPageState(target);
    },
    [page, limit],
  );

  const offset = (page - 1) * limit;
  const params = useMemo(
    () =>
      dropAll({ ...filters, search_word: search_word.trim(), sort_key: sort.key, reverse: sort.reverse, limit, offset }) as ListQueryParams<
        K,
        F
      >,
    [filters, search_word, sort.key, sort.reverse, limit, offset],
  );

  return useMemo(
    () => ({
      limit,
      offset,
      sort_key: sort.key,
      reverse: sort.reverse,
      page,
      search_word,
      filters,
      params,
      setPage,
      setLimit,
      setSort,
      setSearch,
      setFilter,
      setFilters,
      syncWithResult,
    }),
    [
      limit,
      offset,
      sort.key,
      sort.reverse,
      page,
      search_word,
      filters,
      params,
      setPage,
      setLimit,
      setSort,
      setSearch,
      setFilter,
      setFilters,
      syncWithResult,
    ],
  );
}
