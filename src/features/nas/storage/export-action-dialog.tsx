/** The dialog of a mount point change chosen in its row's menu; its code loads the first time one opens. */
import type { NasExport } from '@/api/generated/model/nasExport';
import { DeleteExportDialog } from './delete-export-dialog';
import type { ExportActionId } from './export-actions';
import { ExportQuotaDialog } from './export-quota-dialog';
import { ModifyExportDialog } from './modify-export-dialog';
import { RenameExportDialog } from './rename-export-dialog';
import { RestartExportDialog } from './restart-export-dialog';

export interface ExportActionDialogProps {
  kind: ExportActionId;
  item: NasExport;
  open: boolean;
  onClose(): void;
}

export function ExportActionDialog({ kind, ...props }: ExportActionDialogProps) {
  switch (kind) {
    case 'modify':
      return <ModifyExportDialog {...props} />;
    case 'quota':
      return <ExportQuotaDialog {...props} />;
    case 'rename':
      return <RenameExportDialog {...props} />;
    case 'restart':
      return <RestartExportDialog {...props} />;
    case 'delete':
      return <DeleteExportDialog {...props} />;
  }
}
