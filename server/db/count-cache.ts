/**
 * Counts of a list kept per list version (list_versions, migration 0070): counting every matching row is most
 * of a list page's cost, and the console asks the same counts again for every page, sort and refresh. Every
 * transaction that can change a count bumps the version as part of its commit, and the version is read before
 * the count is made; so a count kept under a version is exact for as long as that version holds. Concurrent asks
 * for the same count share one query. Kept per database, at most MAX_ENTRIES counts (least recently used go).
 */
import type { Db } from './database';

const MAX_ENTRIES = 500;

interface Entry {
  version: string;
  value: Promise<unknown>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/** The count `key` (its SQL and parameters) as of `version`: kept, or made by `count` and kept. */
export function countOnce<T>(db: Db, version: string, key: string, count: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const entry = cache.get(key);
  if (entry && entry.version === version) {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, entry);
    return entry.value as Promise<T>;
  }
  const value = count();
  const fresh: Entry = { version, value };
  cache.delete(key);
  cache.set(key, fresh);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  value.catch(() => {
    if (cache.get(key) === fresh) cache.delete(key);
  });
  return value;
}

/** The key of a query and its parameters. */
export function countKey(sql: string, params: unknown[]): string {
  return `${sql}\u0000${JSON.stringify(params)}`;
}
