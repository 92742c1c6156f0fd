/**
 * The NAS page's creation dialogs, loaded the first time one opens: they render the contract's forms (rjsf and its
 * catalog stay out of the page's start; ADR 0010).
 */
import { lazyDialog } from '@/shared/actions/lazy-dialog';

export const LazyCreateFileSystemDialog = lazyDialog(() =>
  import('./create-file-system-dialog').then((module) => module.CreateFileSystemDialog),
);
export const LazyCreateExportDialog = lazyDialog(() => import('./create-export-dialog').then((module) => module.CreateExportDialog));
