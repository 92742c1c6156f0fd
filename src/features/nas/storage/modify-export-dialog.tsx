/**
 * Modify a mount point (modifyExport): its description (up to 128 characters) and its shared path, each checked with
 * the request's own validators before anything is sent; only what changed is sent. A mount point bound to a
 * cluster keeps its shared path: the field says "The cluster has been bound please delete the cluster first" and
 * cannot be changed (the gateway refuses it too). One request per intent; the change followed to its end.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useModifyExport } from '@/api/generated/endpoints/storage/storage';
import schema from '@/api/generated/form-schemas/modify-nas-export-request.json';
import validators from '@/api/generated/form-validators/modify-nas-export-request';
import type { ModifyNasExportRequest } from '@/api/generated/model/modifyNasExportRequest';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { checkRequest } from '@/shared/forms/request-check';
import type { ExportDialogProps } from './export-dialog-props';
import { TextField } from '@/shared/ui/form-fields';
import { refusalOn, useRefusal } from './nas-refusal';
import { storageKeys } from './storage-keys';

export function ModifyExportDialog({ item, open, onClose }: ExportDialogProps) {
  const { t, i18n } = useLingui();
  const modify = useModifyExport();
  const [description, setDescription] = useState(item.description ?? '');
  const [sharedPath, setSharedPath] = useState(item.shared_path ?? '/');
  const [checked, setChecked] = useState(false);
  const { refused, track } = useRefusal();
  const name = item.name;
  const bound = item.cluster_ids.length > 0;
  const body: ModifyNasExportRequest = {
    ...(description !== (item.description ?? '') ? { description } : {}),
    ...(sharedPath.trim() !== (item.shared_path ?? '/') ? { shared_path: sharedPath.trim() } : {}),
  } as ModifyNasExportRequest;
  const changed = Object.keys(body).length > 0;
  const action = useFollowedChange({
    send: (data: ModifyNasExportRequest) => track(() => modify.mutateAsync({ fsid: item.fs_id, nasId: item.nas_id, data })),
    refresh: storageKeys(item.fs_id, item.nas_id),
    messages: { success: t`Mount point ${name} is modified`, failure: t`Modify the mount point failed` },
  });
  const problems = changed ? checkRequest({ schema, validators }, body, i18n) : {};
  const problemOf = (field: 'description' | 'shared_path') => (checked ? problems[field] : undefined) ?? refusalOn(refused, field);
  const confirm = async () => {
    setChecked(true);
    if (problems.description || problems.shared_path) return;
    if (await action.run(body)) onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Modify mount point ${name}`}
      confirmLabel={t`Save`}
      busy={action.sending}
      confirmDisabled={!changed}
      onConfirm={confirm}
      size="lg"
    >
      <TextField
        label={<Trans>Description</Trans>}
        multiline
        value={description}
        onChange={setDescription}
        problem={problemOf('description')}
        helper={<Trans>Up to 128 characters</Trans>}
      />
      <TextField
        label={<Trans>Shared path</Trans>}
        value={sharedPath}
        onChange={setSharedPath}
        disabled={bound}
        problem={problemOf('shared_path')}
        helper={
          bound ? (
            <Trans>The cluster has been bound please delete the cluster first</Trans>
          ) : (
            <Trans>The folder clusters mount, / for the whole mount point</Trans>
          )
        }
      />
    </ActionDialog>
  );
}
