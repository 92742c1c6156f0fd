/** Files the console makes or receives: spreadsheet export (CSV) and saving a blob. */
export { CSV_TYPE, csvBlob, csvCell, toCsv, type CsvCell } from './csv';
export { fileStamp, saveBlob } from './save-blob';
