/**
 * One message, one translation: a route's catalogs are merged into the one lingui message map (catalogs.ts), so a
 * message translated one way in one catalog and another way in another showed the word of whichever catalog loaded
 * last (the side menu's "Account" read 账户 on some pages and 账号 on others).
 */
import { describe, expect, it } from 'vitest';

const catalogs = import.meta.glob<string>('../../../locales/*/*.po', { query: '?raw', import: 'default', eager: true });

/** The entries of a .po file: (msgctxt, msgid) -> msgstr, multi-line strings joined. */
function entries(po: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const block of po.split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let current = '';
    for (const line of block.split('\n')) {
      const start = /^(msgctxt|msgid|msgstr) "(.*)"$/.exec(line);
      if (start) {
        current = start[1];
        fields[current] = start[2];
      } else if (current && /^"(.*)"$/.test(line)) fields[current] += line.slice(1, -1);
    }
    if (fields.msgid) found.set(`${fields.msgctxt ?? ''}\u0004${fields.msgid}`, fields.msgstr ?? '');
  }
  return found;
}

describe('catalogs', () => {
  it('translate each message the same way in every catalog of a language', () => {
    const seen = new Map<string, Map<string, string[]>>();
    for (const [path, text] of Object.entries(catalogs)) {
      const [locale, file] = path.split('/').slice(-2);
      for (const [id, translation] of entries(text)) {
        if (!translation) continue;
        const key = `${locale}: ${id.replace('\u0004', '')}`;
        const ways = seen.get(key) ?? new Map<string, string[]>();
        ways.set(translation, [...(ways.get(translation) ?? []), file]);
        seen.set(key, ways);
      }
    }
    const differing = [...seen]
      .filter(([, ways]) => ways.size > 1)
      .map(([key, ways]) => `${key} -> ${[...ways].map(([word, files]) => `${word} (${files.join(', ')})`).join(' | ')}`);
    expect(differing).toEqual([]);
  });
});
