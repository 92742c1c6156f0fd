/**
 * The console's language: Chinese by default, English switchable; the choice is remembered in local storage.
 * Catalogs are the .po files of locales/<locale>/<section>.po, compiled by the lingui Vite plugin, loaded by section
 * (catalogs.ts): start-up loads START_SECTIONS, a route its own sections with its chunk (ROUTE_SECTIONS) and, without
 * waiting for them, those its lazily loaded pieces need (LATER_SECTIONS; all three derived from the source by
 * scripts/vite/catalog-plan.ts), and a change of language every section loaded so far.
 */
import { i18n, type Messages } from '@lingui/core';
import { START_SECTIONS } from 'virtual:catalog-plan';
import { configureGateway } from '@/api/gateway';
import type { Lang } from '@/api/generated/model/lang';
import { createCatalogStore } from './catalogs';

export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';
export const LOCALE_STORAGE_KEY = 'hpc.locale';

/** The gateway's language names (Accept-Language and the `lang` fields). */
export const GATEWAY_LANG: Record<Locale, Lang> = { zh: 'zh-cn', en: 'en' };

/** Each language is offered in its own name. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- endonyms read the same in every language
export const LANGUAGE_NAMES: Record<Locale, string> = { zh: '中文', en: 'English' };

// Keys relative to locales/ (`./zh/job.po`): the table is in the landing's entry, where every byte counts.
const catalogs = import.meta.glob<{ messages: Messages }>('./*/*.po', { base: '../../../locales' });
const catalogPath = (locale: string, section: string) => `./${locale}/${section}.po`;

/** Every section there is a catalog of. */
export const ALL_SECTIONS = [...new Set(Object.keys(catalogs).map((path) => /\/([^/]+)\.po$/.exec(path)?.[1] ?? ''))]
  .filter(Boolean)
  .sort();

/**
 * The console's catalogs. Component tests render a feature's screens outside their routes: there every section is
 * loaded with the language.
 */
export const catalogStore = createCatalogStore({
  i18n,
  sections: import.meta.env.MODE === 'test' ? ALL_SECTIONS : START_SECTIONS,
  load: async (locale, section) => {
    const load = catalogs[catalogPath(locale, section)];
    if (!load) throw new Error(`No catalog ${section} in ${locale}`);
    return (await load()).messages;
  },
});

/** Loads sections' catalogs in the language shown (a route, before it renders). */
export const loadCatalogSections = (sections: readonly string[]): Promise<void> => catalogStore.loadSections(sections);

/** The sections the routes loaded so far want for their lazily loaded pieces (LATER_SECTIONS). */
const laterSections = new Set<string>();

/**
 * Starts loading the sections a route's lazily loaded pieces need (row menus, dialogs), without waiting for them:
 * the route renders meanwhile. A failed load is tried again by `laterCatalogSections`.
 */
export function loadLaterCatalogSections(sections: readonly string[]): void {
  if (sections.length === 0) return;
  for (const section of sections) laterSections.add(section);
  catalogStore.loadSections(sections).catch(() => {});
}

/** Resolves once every section `loadLaterCatalogSections` was asked for is loaded (what a lazily loaded piece waits for). */
export function laterCatalogSections(): Promise<void> {
  return laterSections.size === 0 ? Promise.resolve() : catalogStore.loadSections([...laterSections]);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Loads the catalogs of the sections loaded so far in the language and activates it; remembers the choice when
 * asked to. When another language is asked for meanwhile, the later choice wins.
 */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  if (!(await catalogStore.activate(locale))) return;
  configureGateway({ lang: GATEWAY_LANG[locale] });
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  warmFormatters();
  if (options.remember) {
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
}

/**
 * The language's first number format and plural rules cost a browser tens of milliseconds (its locale data loads):
 * built in a task of their own now, while the page waits for its data, they are cached (lingui's, by locale) when a
 * list's first plural message ("Shared with 2 members") renders, instead of lengthening that render.
 */
function warmFormatters(): void {
  setTimeout(() => {
    i18n.number(0);
    new Intl.PluralRules(i18n.locale).select(0);
  }, 0);
}

export { mergeCatalogs } from './catalogs';
export { i18n };
