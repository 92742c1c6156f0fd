/** What every mount point dialog is given: the mount point (a row of its file system's list) and its open state. */
import type { NasExport } from '@/api/generated/model/nasExport';

export interface ExportDialogProps {
  item: NasExport;
  open: boolean;
  onClose(): void;
}
