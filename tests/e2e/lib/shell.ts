/**
 * What the end-to-end tests know about the console's shell: its texts in either language (read from the lingui
 * catalogs, so a translation change does not break a test) and the section titles of the header (read from
 * src/app/shell/sections.ts, the one table the router, menu and title share).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import PO from 'pofile';
import type { Locale } from './browser';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

const catalogs = new Map<Locale, Map<string, string>>();

function catalog(locale: Locale): Map<string, string> {
  let messages = catalogs.get(locale);
  if (!messages) {
    messages = new Map();
    const dir = join(ROOT, 'locales', locale);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
      for (const item of PO.parse(readFileSync(join(dir, file), 'utf8')).items) {
        if (!item.obsolete && item.msgstr[0]) messages.set(item.msgid, item.msgstr[0]);
      }
    }
    catalogs.set(locale, messages);
  }
  return messages;
}

/** An ICU plural (`{n, plural, one {# core} other {# cores}}`, not nested), with what it says for a count. */
const PLURAL = /\{(\w+), plural, ((?:[^{}]|\{[^{}]*\})*)\}/g;

function pluralForms(options: string): Map<string, string> {
  return new Map([...options.matchAll(/(=?\w+) \{([^{}]*)\}/g)].map((match) => [match[1], match[2]]));
}

/**
 * A console message (its English source) in a language; the source itself when it has no translation. A plural says
 * the form of its count in the language (a count not given: the `other` form, its # left as {name}).
 */
export function tr(locale: Locale, message: string, values: Record<string, string | number> = {}): string {
  const text = locale === 'en' ? message : (catalog(locale).get(message) ?? message);
  const rules = new Intl.PluralRules(locale);
  const counted = text.replace(PLURAL, (_whole, name: string, options: string) => {
    const forms = pluralForms(options);
    const value = values[name];
    if (value === undefined) return (forms.get('other') ?? '').replace(/#/g, `{${name}}`);
    const form = forms.get(`=${value}`) ?? forms.get(rules.select(Number(value))) ?? forms.get('other') ?? '';
    return form.replace(/#/g, String(value));
  });
  return counted.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A message with placeholders as a pattern: each {name} matches (.+?), a plural any of its forms. */
export function trPattern(locale: Locale, message: string): RegExp {
  const text = locale === 'en' ? message : (catalog(locale).get(message) ?? message);
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '(.+?)');
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLURAL)) {
    parts.push(escape(text.slice(last, match.index)));
    const forms = [...pluralForms(match[2]).values()].map((form) => escape(form).replace(/#/g, '(\\d+)'));
    parts.push(`(?:${forms.join('|')})`);
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(escape(text.slice(last)));
  return new RegExp(parts.join(''));
}

export interface SectionInfo {
  path: string;
  title: string;
  portals: string[];
}

let sections: SectionInfo[] | undefined;

/** The sections of src/app/shell/sections.ts: first path segment, English title, portals. */
export function shellSections(): SectionInfo[] {
  if (!sections) {
    const source = readFileSync(join(ROOT, 'src', 'app', 'shell', 'sections.ts'), 'utf8');
    // One entry's fields, on one line or (as the formatter lays out a long entry) one per line.
    const pattern = /path: '([^']+)',\s*title: msg`([^`]+)`,\s*portals: \[([^\]]*)\]/g;
    sections = [...source.matchAll(pattern)].map((match) => ({
      path: match[1],
      title: match[2],
      portals: match[3].split(',').map((item) => item.trim().replace(/'/g, '')),
    }));
    if (sections.length < 10) throw new Error('could not read the sections of src/app/shell/sections.ts');
  }
  return sections;
}

export const CONSOLE_TITLE = 'High Performance Computing';

/** The header's title on a console path /{zone}/{portal}/{section}/…: the section's, else the console's. */
export function headerTitle(locale: Locale, path: string): string {
  const [, , portal, segment] = path.split('?')[0].split('/');
  const section = shellSections().find((item) => item.path === segment && item.portals.includes(portal));
  return tr(locale, section?.title ?? CONSOLE_TITLE);
}
