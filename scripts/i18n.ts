/**
 * Translation catalogs, checked in `npm test`:
 *   tsx scripts/i18n.ts check        -> the catalogs are up to date with the code (lingui extract --clean changes nothing: no message missing, none left over)
 *                                       and every Chinese message is translated with the same placeholders.
 *   tsx scripts/i18n.ts fill <json>  -> fills empty Chinese translations from a {"English source": "中文"} file.
 *   tsx scripts/i18n.ts missing      -> lists the Chinese messages still untranslated, as a JSON skeleton.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PO from 'pofile';

const ROOT = 'locales';
const TRANSLATED = 'zh';

function catalogs(locale: string): string[] {
  return readdirSync(join(ROOT, locale))
    .filter((name) => name.endsWith('.po'))
    .map((name) => join(ROOT, locale, name));
}

/** The index of the brace that closes the one opened at `open`. */
function closing(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  return message.length;
}

/**
 * {name} placeholders, and <0>…</0> tags, of an ICU message, once each: a plural's or select's argument and the
 * placeholders of its branches (a language may have fewer branches than English: Chinese has only `other`).
 */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (text: string) => {
    for (const tag of text.matchAll(/<\/?(\d+)\/?>/g)) found.add(tag[0]);
    for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
      const end = closing(text, i);
      const inside = text.slice(i + 1, end);
      const [name = '', kind = '', ...rest] = inside.split(',');
      if (/^\s*\w+\s*$/.test(name)) found.add(`{${name.trim()}}`);
      if (/^\s*(plural|select|selectordinal)\s*$/.test(kind)) {
        const branches = rest.join(',');
        for (let b = branches.indexOf('{'); b >= 0; b = branches.indexOf('{', closing(branches, b) + 1))
          walk(branches.slice(b + 1, closing(branches, b)));
      }
      i = end;
    }
  };
  walk(message);
  return [...found].sort();
}

/** Problems in one Chinese catalog: untranslated messages and placeholder mismatches. */
export function problemsOf(file: string, text: string): string[] {
  const po = PO.parse(text);
  const problems: string[] = [];
  for (const item of po.items) {
    const translated = item.msgstr.join('');
    if (!translated.trim()) problems.push(`${file}: untranslated "${item.msgid}"`);
    else if (placeholders(item.msgid).join() !== placeholders(translated).join())
      problems.push(`${file}: placeholders differ in "${item.msgid}" -> "${translated}"`);
  }
  return problems;
}

const withoutDate = (text: string) => text.replace(/^"POT-Creation-Date:.*\n/m, '');

function check(): number {
  const problems: string[] = [];
  const backup = mkdtempSync(join(tmpdir(), 'hpc-locales-'));
  cpSync(ROOT, backup, { recursive: true });
  try {
    execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (const locale of readdirSync(ROOT)) {
      for (const file of catalogs(locale)) {
        let before = '';
        try {
          before = readFileSync(join(backup, locale, file.split('/').pop() ?? ''), 'utf8');
        } catch {
          problems.push(`${file}: catalog missing; run npx lingui extract`);
          continue;
        }
        if (withoutDate(before) !== withoutDate(readFileSync(file, 'utf8')))
          problems.push(`${file}: out of date with the code; run npm run i18n:extract and translate`);
      }
    }
  } finally {
    rmSync(ROOT, { recursive: true, force: true });
    cpSync(backup, ROOT, { recursive: true });
    rmSync(backup, { recursive: true, force: true });
  }
  for (const file of catalogs(TRANSLATED)) problems.push(...problemsOf(file, readFileSync(file, 'utf8')));
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `i18n: ${problems.length} problem(s)` : 'i18n: catalogs up to date, every message translated');
  return problems.length ? 1 : 0;
}

function fill(source: string): number {
  const translations = JSON.parse(readFileSync(source, 'utf8')) as Record<string, string>;
  let filled = 0;
  for (const file of catalogs(TRANSLATED)) {
    const po = PO.parse(readFileSync(file, 'utf8'));
    let changed = false;
    for (const item of po.items) {
      const value = translations[item.msgid];
      if (value && !item.msgstr.join('').trim()) {
        item.msgstr = [value];
        changed = true;
        filled += 1;
      }
    }
    if (changed) writeFileSync(file, po.toString());
  }
  console.log(`i18n: filled ${filled} translation(s)`);
  return 0;
}

function missing(): number {
  const skeleton: Record<string, string> = {};
  for (const file of catalogs(TRANSLATED))
    for (const item of PO.parse(readFileSync(file, 'utf8')).items) if (!item.msgstr.join('').trim()) skeleton[item.msgid] = '';
  console.log(JSON.stringify(skeleton, null, 2));
  return 0;
}

const [command, argument] = process.argv.slice(2);
if (command === 'check') process.exitCode = check();
else if (command === 'fill' && argument) process.exitCode = fill(argument);
else if (command === 'missing') process.exitCode = missing();
else if (command) {
  console.error('usage: tsx scripts/i18n.ts check | fill <translations.json> | missing');
  process.exitCode = 2;
}
