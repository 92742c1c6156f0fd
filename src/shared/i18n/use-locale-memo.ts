/**
 * `useMemo` for values built with translated text (table columns, select options): rebuilt when the language (or a
 * catalog) changes, not only when `deps` do. lingui's `i18n` is one object for the page's life, so a memo keyed on it
 * alone kept the first language's labels after a switch in place; the context's `_` changes with every change.
 *
 *   const columns = useLocaleMemo((i18n) => clusterColumns(i18n, tab), [tab]);
 *
 * ESLint checks `deps` as for useMemo (react-hooks/exhaustive-deps `additionalHooks`).
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo, type DependencyList } from 'react';

export function useLocaleMemo<T>(build: (i18n: I18n) => T, deps: DependencyList): T {
  const { i18n, _ } = useLingui();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `build` is new each render; `deps` are the caller's (checked there), `_` the language
  return useMemo(() => build(i18n), [i18n, _, ...deps]);
}
