/**
 * Rename a mount point (renameExport): the name checked with the request's own validators (5-63 characters, spec
 * section 5) before anything is sent; a name already used in the file system is said on the name. One request per
 * intent; the change followed to its end.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useRenameExport } from '@/api/generated/endpoints/storage/storage';
import schema from '@/api/generated/form-schemas/rename-nas-export-request.json';
import validators from '@/api/generated/form-validators/rename-nas-export-request';
import type { RenameNasExportRequest } from '@/api/generated/model/renameNasExportRequest';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { checkRequest } from '@/shared/forms/request-check';
import type { ExportDialogProps } from './export-dialog-props';
import { TextField } from '@/shared/ui/form-fields';
import { refusalOn, useRefusal } from './nas-refusal';
import { storageKeys } from './storage-keys';

export function RenameExportDialog({ item, open, onClose }: ExportDialogProps) {
  const { t, i18n } = useLingui();
  const rename = useRenameExport();
  const [name, setName] = useState(item.name);
  const [checked, setChecked] = useState(false);
  const { refused, track } = useRefusal();
  const oldName = item.name;
  const body: RenameNasExportRequest = { fs_id: item.fs_id, nas_id: item.nas_id, name: name.trim() };
  const action = useFollowedChange({
    send: (data: RenameNasExportRequest) => track(() => rename.mutateAsync({ data })),
    refresh: storageKeys(item.fs_id, item.nas_id),
    messages: ({ name: newName }) => ({
      success: t`Mount point ${oldName} is renamed to ${newName}`,
      failure: t`Renaming mount point ${oldName} failed`,
    }),
  });
  const problem = body.name ? checkRequest({ schema, validators }, body, i18n).name : t`Required`;
  const shown = (checked ? problem : undefined) ?? refusalOn(refused, 'name');
  const confirm = async () => {
    setChecked(true);
    if (problem) return;
    if (await action.run(body)) onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Rename mount point ${oldName}`}
      confirmLabel={t`Save`}
      busy={action.sending}
      confirmDisabled={body.name === oldName}
      onConfirm={confirm}
    >
      <TextField
        label={<Trans>Name</Trans>}
        required
        value={name}
        onChange={setName}
        problem={shown}
        helper={<Trans>5 to 63 characters</Trans>}
      />
    </ActionDialog>
  );
}
