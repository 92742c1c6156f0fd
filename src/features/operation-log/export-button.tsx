/** Exports every operation matching the log's filters to a spreadsheet file (CSV), or says there is nothing to export. */
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import type { ListOperationsParams } from '@/api/generated/model/listOperationsParams';
import { showErrorToast } from '@/shared/errors/error-toast';
import { csvBlob } from '@/shared/export/csv';
import { fileStamp, saveBlob } from '@/shared/export/save-blob';
import type { Portal } from '@/shared/session/session-context';
import { toaster } from '@/shared/ui/toaster';
import { fetchAllOperations, operationSheet } from './operation-export';

export function OperationExportButton({ portal, params }: { portal: Portal; params: ListOperationsParams }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const operations = await fetchAllOperations(client, portal, params);
      if (!operations.length) {
        toaster.create({ type: 'warning', title: t`The exported data is empty`, duration: 4000 });
        return;
      }
      const stamp = fileStamp();
      saveBlob(csvBlob(operationSheet(operations, i18n)), `operation-log-${stamp}.csv`);
    } catch (error) {
      showErrorToast(error, t`Exporting the operation log failed`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void run()}>
      <FileSpreadsheet />
      {t`Export`}
    </Button>
  );
}
