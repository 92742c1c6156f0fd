/**
 * Spreadsheet export (spec section 7: "Data can be exported to a spreadsheet"): rows as CSV (RFC 4180, CRLF), with a
 * UTF-8 byte order mark so that spreadsheet programs read Chinese text right. Text that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) is kept as text with a leading apostrophe.
 */

export type CsvCell = string | number | boolean | null | undefined;

/** The media type of the file. */
export const CSV_TYPE = 'text/csv;charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of a header row and its data rows, starting with the byte order mark. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function csvBlob(rows: readonly (readonly CsvCell[])[]): Blob {
  return new Blob([toCsv(rows)], { type: CSV_TYPE });
}
