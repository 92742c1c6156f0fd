/**
 * A language's messages, loaded by catalog (one per section of lingui.config.ts): start-up loads the sections the
 * shell needs, a route loads its own together with its chunk (and renders once they are in), and a change of language
 * loads every section loaded so far in the new language before activating it. A message is never shown before its
 * catalog is loaded in the language shown.
 */
import type { I18n, Messages } from '@lingui/core';

/** Loads one section's compiled catalog in one language. */
export type CatalogLoader = (locale: string, section: string) => Promise<Messages>;

export interface CatalogStore {
  /**
   * Loads, in the language, every section wanted so far, then activates it. Answers false (nothing activated) when
   * another language was asked for meanwhile.
   */
  activate(locale: string): Promise<boolean>;
  /**
   * Loads sections in the language shown (and in the one being activated, if any); from then on they are kept
   * loaded through changes of language.
   */
  loadSections(sections: readonly string[]): Promise<void>;
  /** The sections wanted so far. */
  sections(): string[];
}

const blank = (message: Messages[string]) => message === '' || (Array.isArray(message) && message.length === 0);

/**
 * One message table from a locale's catalogs. A message held by several catalogs (the same English text in two
 * sections) keeps a translation over a blank one, whichever catalog loads first.
 */
export function mergeCatalogs(catalogs: Messages[]): Messages {
  const merged: Messages = {};
  for (const catalog of catalogs) {
    for (const [id, message] of Object.entries(catalog)) if (!blank(message) || merged[id] === undefined) merged[id] = message;
  }
  return merged;
}

export function createCatalogStore({
  i18n,
  load,
  sections,
}: {
  i18n: I18n;
  load: CatalogLoader;
  sections: readonly string[];
}): CatalogStore {
  const wanted = new Set(sections);
  /** `${locale}/${section}` -> its load, under way or done (a failed one is forgotten, so it is tried again). */
  const loads = new Map<string, Promise<void>>();
  const loaded = new Set<string>();
  const tables = new Map<string, Messages>();
  /** The language being activated (last asked for). */
  let target: string | undefined;

  const key = (locale: string, section: string) => `${locale}/${section}`;

  function ensure(locale: string, section: string): Promise<void> {
    const id = key(locale, section);
    let pending = loads.get(id);
    if (!pending) {
      pending = load(locale, section).then((messages) => {
        const table = tables.get(locale) ?? {};
        const added: Messages = {};
        for (const [messageId, message] of Object.entries(messages)) {
          if (blank(message) && table[messageId] !== undefined) continue;
          table[messageId] = message;
          added[messageId] = message;
        }
        tables.set(locale, table);
        i18n.load(locale, added);
        loaded.add(id);
      });
      pending.catch(() => loads.delete(id));
      loads.set(id, pending);
    }
    return pending;
  }

  /** Loads every wanted section in the language, including those wanted while it loads. */
  async function loadWanted(locale: string): Promise<void> {
    for (;;) {
      const missing = [...wanted].filter((section) => !loaded.has(key(locale, section)));
      if (missing.length === 0) return;
      await Promise.all(missing.map((section) => ensure(locale, section)));
    }
  }

  return {
    async activate(locale) {
      target = locale;
      try {
        await loadWanted(locale);
      } catch (error) {
        if (target === locale) target = undefined;
        throw error;
      }
      if (target !== locale) return false;
      target = undefined;
      if (i18n.locale !== locale) i18n.activate(locale);
      return true;
    },
    async loadSections(list) {
      for (const section of list) wanted.add(section);
      const locales = [...new Set([i18n.locale, target].filter((locale): locale is string => Boolean(locale)))];
      try {
        await Promise.all(locales.flatMap((locale) => list.map((section) => ensure(locale, section))));
      } catch (error) {
        // A section that never loaded is not wanted: a change of language does not fail on it.
        for (const section of list) if (![...loaded].some((id) => id.endsWith(`/${section}`))) wanted.delete(section);
        throw error;
      }
    },
    sections: () => [...wanted],
  };
}
