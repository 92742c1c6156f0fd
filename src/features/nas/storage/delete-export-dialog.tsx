/**
 * Delete a mount point (deleteExport), irreversible: the user types its name. One that still holds files is deleted
 * only with force, which the user chooses ("Delete its files too"); without it the gateway's refusal is said here.
 * One bound to a cluster cannot be deleted: the dialog says "The cluster has been bound please delete the cluster
 * first" with the clusters, and offers nothing to send (the gateway refuses it too, even with force, and that
 * refusal is said here as well). One request per intent; the deletion followed to its end.
 */
import { Alert, Button, Checkbox, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDeleteExport } from '@/api/generated/endpoints/storage/storage';
import { ActionDialog, TypedNameConfirm, useFollowedChange } from '@/shared/actions';
import { errorMessage } from '@/shared/errors';
import { formatSize } from '@/shared/format';
import type { ExportDialogProps } from './export-dialog-props';
import { useRefusal } from './nas-refusal';
import { storageKeys } from './storage-keys';

export function DeleteExportDialog({ item, open, onClose }: ExportDialogProps) {
  const { t } = useLingui();
  const remove = useDeleteExport();
  const [force, setForce] = useState(false);
  const { refused, track } = useRefusal();
  const name = item.name;
  const action = useFollowedChange({
    send: (withFiles: boolean) =>
      track(() => remove.mutateAsync({ fsid: item.fs_id, nasId: item.nas_id, params: withFiles ? { force: true } : undefined })),
    refresh: storageKeys(item.fs_id, item.nas_id),
    messages: { success: t`Mount point ${name} is deleted`, failure: t`Delete the mount point failed` },
  });
  if (item.cluster_ids.length > 0) {
    const clusters = (item.cluster_names?.length ? item.cluster_names : item.cluster_ids).join(', ');
    return (
      <ActionDialog
        open={open}
        onClose={onClose}
        title={t`Delete mount point ${name}`}
        onConfirm={onClose}
        footer={
          <Button variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The cluster has been bound please delete the cluster first</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>Mounted by: {clusters}</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </ActionDialog>
    );
  }
  const used = formatSize(item.used);
  const confirm = async () => {
    if (await action.run(force)) onClose();
  };
  return (
    <TypedNameConfirm
      open={open}
      onClose={onClose}
      title={t`Delete mount point ${name}`}
      name={name}
      confirmLabel={t`Delete`}
      busy={action.sending}
      onConfirm={confirm}
    >
      <Text>
        <Trans>The mount point and every file in it are deleted.</Trans>
      </Text>
      {item.used > 0 && (
        <Checkbox.Root checked={force} onCheckedChange={(details) => setForce(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>It still holds {used} of files: delete its files too</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      )}
      {refused ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(refused)}</Alert.Title>
        </Alert.Root>
      ) : null}
    </TypedNameConfirm>
  );
}
