/** Restart a mount point's NFS service (restartExport), after a confirmation saying that its clusters lose access meanwhile. */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRestartExport } from '@/api/generated/endpoints/storage/storage';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import type { ExportDialogProps } from './export-dialog-props';
import { storageKeys } from './storage-keys';

export function RestartExportDialog({ item, open, onClose }: ExportDialogProps) {
  const { t } = useLingui();
  const restart = useRestartExport();
  const name = item.name;
  const action = useFollowedChange({
    send: () => restart.mutateAsync({ data: { fs_id: item.fs_id, nas_id: item.nas_id } }),
    refresh: storageKeys(item.fs_id, item.nas_id),
    messages: { success: t`Mount point ${name} is restarted`, failure: t`Restarting mount point ${name} failed` },
  });
  const confirm = async () => {
    if (await action.run(undefined)) onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Restart mount point ${name}`}
      confirmLabel={t`Restart`}
      busy={action.sending}
      onConfirm={confirm}
    >
      <Text>
        <Trans>The clusters that mount it lose access to its files while it restarts.</Trans>
      </Text>
    </ActionDialog>
  );
}
