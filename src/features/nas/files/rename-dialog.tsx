/**
 * Rename a file or folder in its folder (moveObject): the new name checked with the contract's rules before it is
 * sent (a folder: CreateNasDirectoryRequest's 4-50 characters; a file: a MoveNasObjectRequest target, 1-254
 * characters without /). A name already there asks replace, keep both or skip (useMoveObjects).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import dirSchema from '../../../api/generated/form-schemas/create-nas-directory-request.json';
import moveSchema from '../../../api/generated/form-schemas/move-nas-object-request.json';
import dirValidators from '../../../api/generated/form-validators/create-nas-directory-request';
import moveValidators from '../../../api/generated/form-validators/move-nas-object-request';
import type { NasObject } from '../../../api/generated/model/nasObject';
import { ActionDialog } from '../../../shared/actions';
import { errorMessage } from '../../../shared/errors/error-message';
import { showSuccessToast } from '../../../shared/errors/error-toast';
import { checkRequest } from '../../../shared/forms/request-check';
import { baseName, parentOf, targetOf } from './file-names';
import { NameField } from './name-field';
import type { MoveOutcome, PlannedMove } from './use-move-objects';

export interface RenameDialogProps {
  open: boolean;
  onClose(): void;
  nasId: string;
  object: NasObject;
  move(moves: PlannedMove[]): Promise<MoveOutcome>;
}

export function RenameDialog({ open, onClose, nasId, object, move }: RenameDialogProps) {
  const { t, i18n } = useLingui();
  const old = baseName(object.object_name);
  const [name, setName] = useState(old);
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<string | undefined>();
  const folder = parentOf(object.object_name);
  const target = targetOf(object, folder, name);
  const contractProblem = object.is_dir
    ? checkRequest({ schema: dirSchema, validators: dirValidators }, { nas_id: nasId, prefix: folder, dir_name: name }, i18n).dir_name
    : name.includes('/')
      ? t`A file name may not contain /`
      : checkRequest({ schema: moveSchema, validators: moveValidators }, { nas_id: nasId, source: object.object_name, target }, i18n).target;
  const problem = (checked ? (name ? contractProblem : t`Required`) : undefined) ?? refused;
  const confirm = async () => {
    setChecked(true);
    if (!name || contractProblem) return;
    try {
      const outcome = await move([{ object, target }]);
      const now = baseName(outcome.moved[0] ?? '');
      if (now) showSuccessToast(t`${old} is renamed to ${now}`);
      onClose();
    } catch (error) {
      setRefused(errorMessage(error));
    }
  };
  return (
    <ActionDialog open={open} onClose={onClose} title={t`Rename ${old}`} confirmLabel={t`Rename`} confirmDisabled={name === old} onConfirm={confirm}>
      <NameField
        label={object.is_dir ? <Trans>Folder name</Trans> : <Trans>File name</Trans>}
        value={name}
        onChange={(value) => {
          setName(value);
          setRefused(undefined);
        }}
        problem={problem}
        helper={object.is_dir ? <Trans>4 to 50 characters, without /</Trans> : <Trans>1 to 254 characters, without /</Trans>}
      />
    </ActionDialog>
  );
}
