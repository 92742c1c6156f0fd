import type { ChangeKey, ChangeTopic, Db } from './database';
/**
 * Answers kept in this process under a change version (server/db/database.ts `changes`): an answer read after the
 * version was read is exact for as long as the version holds, so it is kept under it; when the version grows, every
 * kept answer goes. Concurrent asks for the same answer share one load. A failed load is not kept, nor an answer
 * `keep` refuses. At most `maxEntries` answers (least recently used go).
 */
export class AnswerCache<V> {
  private version = -Infinity;
  private readonly entries = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly keep: (value: V) => boolean = () => true,
  ) {}

  /** The answer `key` as of `version` (read before anything `load` reads): kept, or loaded and kept. */
  get(version: number, key: string, load: () => Promise<V>): Promise<V> {
    // An older version (read before a newer one was asked for): its answer may already be outdated, so it is not kept.
    if (version < this.version) return load();
    if (version > this.version) {
      // Versions only grow: what was kept under an older one is of no use any more.
      this.entries.clear();
      this.version = version;
    }
    const kept = this.entries.get(key);
    if (kept) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const loaded = load();
    this.entries.set(key, loaded);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const forget = () => {
      if (this.entries.get(key) === loaded) this.entries.delete(key);
    };
    loaded.then((value) => {
      if (!this.keep(value)) forget();
    }, forget);
    return loaded;
  }

  /** Forgets one answer. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Answers kept per database under one change topic (what every cache of the gateway's process is). */
export interface KeptAnswers<V> {
  /**
   * The answer `key`: kept under the topic's version (or the version of `part`, its keys' sum, when the answer
   * depends only on those parts of the topic); read by `load` every time inside a transaction, which has no change
   * versions. With a PostgreSQL server the version is read from it first (ADR 0037).
   */
  get(db: Db, key: string, load: () => Promise<V>, part?: readonly ChangeKey[]): Promise<V>;
  /** Forgets one answer of the database. */
  delete(db: Db, key: string): void;
}

/**
 * Answers kept each under a version of its own (for answers that depend on parts of a topic: the same key always
 * under the same part): an answer is used while its own version holds. Otherwise as AnswerCache.
 */
export class PartedAnswerCache<V> {
  private readonly entries = new Map<string, { version: number; value: Promise<V> }>();

  constructor(
    private readonly maxEntries: number,
    private readonly keep: (value: V) => boolean = () => true,
  ) {}

  get(version: number, key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    // Read before the kept answer's version: it may already be outdated, so it is not kept.
    if (kept && kept.version > version) return load();
    const loaded = { version, value: load() };
    this.entries.delete(key);
    this.entries.set(key, loaded);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const forget = () => {
      if (this.entries.get(key) === loaded) this.entries.delete(key);
    };
    loaded.value.then((value) => {
      if (!this.keep(value)) forget();
    }, forget);
    return loaded.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

export function keptAnswers<V>(topic: ChangeTopic, maxEntries: number, keep?: (value: V) => boolean): KeptAnswers<V> {
  const caches = new WeakMap<Db, { whole: AnswerCache<V>; parted: PartedAnswerCache<V> }>();
  return {
    get(db, key, load, part) {
      if (!db.changes) return load();
      let cache = caches.get(db);
      if (!cache) {
        cache = { whole: new AnswerCache<V>(maxEntries, keep), parted: new PartedAnswerCache<V>(maxEntries, keep) };
        caches.set(db, cache);
      }
      const kept = part ? cache.parted : cache.whole;
      // The version is read before anything `load` reads: see AnswerCache.
      const version = db.changes.version(part ?? topic);
      return typeof version === 'number' ? kept.get(version, key, load) : version.then((read) => kept.get(read, key, load));
    },
    delete(db, key) {
      caches.get(db)?.whole.delete(key);
      caches.get(db)?.parted.delete(key);
    },
  };
}
