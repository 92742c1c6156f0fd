/**
 * New folder: its name checked with the contract's own rule (NasDirectoryName: 4-50 characters, no /, no space at
 * either end)
 * before anything is sent; a refusal (a duplicate name, storage full, a folder outside an IAM user's) beneath the
 * name. The listing is refreshed and the dialog closes once the folder exists.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCreateDirectory } from '@/api/generated/endpoints/storage/storage';
import schema from '@/api/generated/form-schemas/create-nas-directory-request.json';
import validators from '@/api/generated/form-validators/create-nas-directory-request';
import { ActionDialog } from '@/shared/actions';
import { errorMessage } from '@/shared/errors/error-message';
import { showSuccessToast } from '@/shared/errors/error-toast';
import { checkRequest } from '@/shared/forms/request-check';
import { NameField } from './name-field';
import { useRefreshFiles } from './use-file-browser';

export interface CreateFolderDialogProps {
  open: boolean;
  onClose(): void;
  nasId: string;
  prefix: string;
}

export function CreateFolderDialog({ open, onClose, nasId, prefix }: CreateFolderDialogProps) {
  const { t, i18n } = useLingui();
  const create = useCreateDirectory();
  const refresh = useRefreshFiles();
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<string | undefined>();
  const body = { nas_id: nasId, prefix, dir_name: name };
  const contractProblem = checkRequest({ schema, validators }, body, i18n).dir_name;
  const problem = (checked ? (name ? contractProblem : t`Required`) : undefined) ?? refused;
  const confirm = async () => {
    setChecked(true);
    if (!name || contractProblem) return;
    try {
      await create.mutateAsync({ data: body });
      showSuccessToast(t`Folder ${name} is created`);
      void refresh();
      onClose();
    } catch (error) {
      setRefused(errorMessage(error));
    }
  };
  return (
    <ActionDialog open={open} onClose={onClose} title={t`New folder`} confirmLabel={t`Create`} onConfirm={confirm}>
      <NameField
        label={<Trans>Folder name</Trans>}
        value={name}
        onChange={(value) => {
          setName(value);
          setRefused(undefined);
        }}
        problem={problem}
        helper={<Trans>4 to 50 characters, without /, not starting or ending with a space</Trans>}
      />
    </ActionDialog>
  );
}
