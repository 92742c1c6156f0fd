/**
 * The console's language: Chinese by default, English switchable; the choice is remembered in local storage.
 * Catalogs are the .po files of locales/<locale>/, compiled by the lingui Vite plugin and loaded as one chunk per
 * catalog when a language is activated.
 */
import { i18n, type Messages } from '@lingui/core';
import { configureGateway } from '../../api/gateway';
import type { Lang } from '../../api/generated/model/lang';

export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';
export const LOCALE_STORAGE_KEY = 'hpc.locale';

/** The gateway's language names (Accept-Language and the `lang` fields). */
export const GATEWAY_LANG: Record<Locale, Lang> = { zh: 'zh-cn', en: 'en' };

/** Each language is offered in its own name. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- endonyms read the same in every language
export const LANGUAGE_NAMES: Record<Locale, string> = { zh: '中文', en: 'English' };

const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/*.po');

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

/** Loads every catalog of a locale and activates it; remembers the choice when asked to. */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  const loaders = Object.entries(catalogs).filter(([path]) => path.includes(`/locales/${locale}/`));
  const loaded = await Promise.all(loaders.map(([, load]) => load()));
  const messages = mergeCatalogs(loaded.map((catalog) => catalog.messages));
  i18n.loadAndActivate({ locale, messages });
  configureGateway({ lang: GATEWAY_LANG[locale] });
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  if (options.remember) {
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
}

export { i18n };
