/**
 * How answers are printed: aligned tables and key-value lists for people, one JSON object for scripts, times as
 * ISO 8601 in the user's time zone (TZ, else the system's) with its offset, so that a time read back is exact.
 */
type Env = Readonly<Record<string, string | undefined>>;

export const NONE = '-';

/** Columns of East Asian wide characters (a Chinese cluster name) take two cells of a terminal. */
function cells(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return width;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - cells(text)));

/** Rows under their headers, each column as wide as its widest cell, two spaces apart; no trailing spaces. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) => Math.max(cells(header), ...rows.map((row) => cells(row[column] ?? ''))));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : pad(cell, widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[headers, ...rows].map(line).join('\n')}\n`;
}

/** `Label:  value` lines, the values aligned; rows without a value are left out. */
export function details(rows: readonly (readonly [string, string | null | undefined])[]): string {
  const shown = rows.filter((row): row is readonly [string, string] => row[1] !== null && row[1] !== undefined && row[1] !== '');
  const width = Math.max(0, ...shown.map(([label]) => cells(label) + 1));
  return shown.map(([label, value]) => `${pad(`${label}:`, width)}  ${value}`).join('\n') + '\n';
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as ISO 8601 in the user's zone with its offset (2026-05-01T10:20:30+08:00); "-" when absent. */
export function isoTime(value: string | number | Date | null | undefined, env: Env): string {
  if (value === null || value === undefined || value === '') return NONE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : NONE;
  let zone: string | undefined = env.TZ || undefined;
  let format: Intl.DateTimeFormat;
  try {
    format = zonedFormat(zone);
  } catch {
    // An unknown TZ: the system's zone, rather than no time at all.
    zone = undefined;
    format = zonedFormat(zone);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  const offset = /GMT([+-]\d{2}:\d{2})/.exec(parts.timeZoneName ?? '')?.[1] ?? '+00:00';
  const hour = parts.hour === '24' ? '00' : parts.hour;
  return `${parts.year}-${parts.month}-${parts.day}T${hour}:${parts.minute}:${parts.second}${offset}`;
}

function zonedFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  });
}

/** Seconds as h:mm:ss (or m:ss under an hour). */
export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return NONE;
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

/** A count or figure, "-" when absent. */
export function figure(value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' ? NONE : String(value);
}

/** Wraps prose to `width` columns under an indent (help's descriptions). */
export function wrap(text: string, indent: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}
