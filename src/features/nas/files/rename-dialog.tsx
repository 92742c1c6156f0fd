/**
 * Rename a file or folder in its folder (moveObject): the new name checked with the contract's rules before it is
 * sent (a folder: CreateNasDirectoryRequest's dir_name, NasDirectoryName; a file: a MoveNasObjectRequest target,
 * 1-254 characters without /). Renaming is not moving (ADR 0031): a name already taken is said by the field, and
 * the user chooses another name or, for a file, replaces the one there after ticking that it is replaced (the move
 * sent again with on_duplicate replace). No "keep both": a user who renames chose the name.
 */
import { Checkbox } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isGatewayError } from '@/api/gateway';
import { useMoveObject } from '@/api/generated/endpoints/storage/storage';
import dirSchema from '@/api/generated/form-schemas/create-nas-directory-request.json';
import moveSchema from '@/api/generated/form-schemas/move-nas-object-request.json';
import dirValidators from '@/api/generated/form-validators/create-nas-directory-request';
import moveValidators from '@/api/generated/form-validators/move-nas-object-request';
import type { NasObject } from '@/api/generated/model/nasObject';
import { ActionDialog } from '@/shared/actions';
import { errorMessage } from '@/shared/errors/error-message';
import { showSuccessToast } from '@/shared/errors/error-toast';
import { checkRequest } from '@/shared/forms/request-check';
import { baseName, parentOf, targetOf } from './file-names';
import { NameField } from './name-field';
import { useRefreshFiles } from './use-file-browser';

export interface RenameDialogProps {
  open: boolean;
  onClose(): void;
  nasId: string;
  object: NasObject;
}

/** ret_code 2400: "Duplicate file name" (the target exists). */
const isDuplicate = (error: unknown) => isGatewayError(error) && error.retCode === 2400;

/** A name the gateway found taken; `replaceable` until a replace was refused (a folder is there). */
interface Taken {
  name: string;
  replaceable: boolean;
}

export function RenameDialog({ open, onClose, nasId, object }: RenameDialogProps) {
  const { t, i18n } = useLingui();
  const move = useMoveObject();
  const refresh = useRefreshFiles();
  const old = baseName(object.object_name);
  const [name, setName] = useState(old);
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<string | undefined>();
  const [taken, setTaken] = useState<Taken | null>(null);
  const [replace, setReplace] = useState(false);
  const folder = parentOf(object.object_name);
  const target = targetOf(object, folder, name);
  const contractProblem = object.is_dir
    ? checkRequest({ schema: dirSchema, validators: dirValidators }, { nas_id: nasId, prefix: folder, dir_name: name }, i18n).dir_name
    : name.includes('/')
      ? t`A file name may not contain /`
      : checkRequest({ schema: moveSchema, validators: moveValidators }, { nas_id: nasId, source: object.object_name, target }, i18n)
          .target;
  const clash = taken?.name === name ? taken : null;
  // A file over a file only (the gateway never replaces a folder, nor a folder by anything).
  const mayReplace = clash !== null && !object.is_dir && clash.replaceable;
  const replacing = mayReplace && replace;
  const takenProblem = clash
    ? mayReplace
      ? t`The name ${name} is already taken in this folder: choose another name, or replace that file`
      : !object.is_dir && !clash.replaceable
        ? t`A folder named ${name} is already in this folder and cannot be replaced by a file: choose another name`
        : t`The name ${name} is already taken in this folder: choose another name`
    : undefined;
  const problem = (checked ? (name ? contractProblem : t`Required`) : undefined) ?? refused ?? takenProblem;
  const confirm = async () => {
    setChecked(true);
    if (!name || contractProblem) return;
    if (clash && !replacing) return;
    try {
      const data = { nas_id: nasId, source: object.object_name, target, ...(replacing ? { on_duplicate: 'replace' as const } : {}) };
      const now = baseName((await move.mutateAsync({ data })).object_name);
      void refresh();
      showSuccessToast(replacing ? t`${old} is renamed to ${now}, replacing the file that had that name` : t`${old} is renamed to ${now}`);
      onClose();
    } catch (error) {
      if (!isDuplicate(error)) return setRefused(errorMessage(error));
      // Refused once more while replacing: what is there is a folder.
      setTaken({ name, replaceable: !replacing });
      setReplace(false);
    }
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Rename ${old}`}
      confirmLabel={replacing ? t`Replace` : t`Rename`}
      confirmDisabled={name === old || (clash !== null && !replacing)}
      onConfirm={confirm}
    >
      <NameField
        label={object.is_dir ? <Trans>Folder name</Trans> : <Trans>File name</Trans>}
        value={name}
        onChange={(value) => {
          setName(value);
          setRefused(undefined);
          setReplace(false);
        }}
        problem={problem}
        helper={
          object.is_dir ? (
            <Trans>4 to 50 characters, without /, not starting or ending with a space</Trans>
          ) : (
            <Trans>1 to 254 characters, without /</Trans>
          )
        }
      />
      {mayReplace && (
        <Checkbox.Root checked={replace} onCheckedChange={(details) => setReplace(details.checked === true)} colorPalette="red">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Replace the existing file {name}: its content is lost</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      )}
    </ActionDialog>
  );
}
