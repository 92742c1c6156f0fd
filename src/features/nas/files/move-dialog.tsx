/**
 * Move files and folders to another folder of the mount point: a folder picker (open a folder, go up, the path
 * shown), then "Move here". A folder cannot go into itself (said before sending); a clash asks replace, keep both
 * or skip (useMoveObjects); a refusal is shown in the dialog.
 */
import { Alert, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { NasObject } from '@/api/generated/model/nasObject';
import { ActionDialog } from '@/shared/actions';
import { errorMessage } from '@/shared/errors/error-message';
import { showSuccessToast } from '@/shared/errors/error-toast';
import { baseName, displayPath, targetOf } from './file-names';
import { FolderPicker } from './folder-picker';
import type { MoveOutcome, PlannedMove } from './use-move-objects';

export interface MoveDialogProps {
  open: boolean;
  onClose(): void;
  nasId: string;
  /** The folder the objects are in: where the picker starts. */
  from: string;
  objects: NasObject[];
  move(moves: PlannedMove[]): Promise<MoveOutcome>;
  onMoved?(): void;
}

export function MoveDialog({ open, onClose, nasId, from, objects, move, onMoved }: MoveDialogProps) {
  const { t } = useLingui();
  const [folder, setFolder] = useState(from);
  const [refused, setRefused] = useState<string | undefined>();
  const intoItself = objects.some((object) => object.is_dir && folder.startsWith(object.object_name));
  const count = objects.length;
  const first = baseName(objects[0]?.object_name ?? '');
  const confirm = async () => {
    if (intoItself || folder === from) return;
    try {
      const outcome = await move(objects.map((object) => ({ object, target: targetOf(object, folder, baseName(object.object_name)) })));
      const moved = outcome.moved.length;
      const where = displayPath(folder);
      if (moved) showSuccessToast(t`${moved} moved to ${where}`);
      onMoved?.();
      onClose();
    } catch (error) {
      setRefused(errorMessage(error));
    }
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={count === 1 ? t`Move ${first}` : t`Move ${count} items`}
      confirmLabel={t`Move here`}
      confirmDisabled={intoItself || folder === from}
      onConfirm={confirm}
    >
      <FolderPicker
        key={folder}
        nasId={nasId}
        folder={folder}
        onOpen={(next) => {
          setFolder(next);
          setRefused(undefined);
        }}
      />
      {intoItself && <Text color="fg.error">{t`A folder cannot be moved into itself`}</Text>}
      {refused && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{refused}</Alert.Title>
        </Alert.Root>
      )}
    </ActionDialog>
  );
}
