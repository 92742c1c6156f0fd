/**
 * The export files seam in use (ADR 0052): the local file system under HPC_DATA_DIR. Callers import `exportFiles`
 * and the types from here, never an implementation.
 */
import type { ExportFiles } from './export-files';
import { localFiles } from './local-files';

export type { ExportFiles, FileInfo } from './export-files';
export { withFileLocks } from './file-locks';

export const exportFiles: ExportFiles = localFiles;
