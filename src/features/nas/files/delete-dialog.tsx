/**
 * Delete one or several files and folders (deleteObjects, at most one page: 100): the confirmation names what goes
 * (the first ten, then how many more) and says a folder goes with its content. The gateway refuses the root folder
 * (an IAM user's own folder included) with "Cannot delete the root folder" and then deletes nothing: the refusal
 * is shown in the dialog.
 */
import { Alert, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDeleteObjects } from '@/api/generated/endpoints/storage/storage';
import type { NasObject } from '@/api/generated/model/nasObject';
import { ActionDialog } from '@/shared/actions';
import { errorMessage } from '@/shared/errors/error-message';
import { showSuccessToast } from '@/shared/errors/error-toast';
import { baseName } from './file-names';
import { useRefreshFiles } from './use-file-browser';

const NAMED = 10;

export interface DeleteDialogProps {
  open: boolean;
  onClose(): void;
  nasId: string;
  objects: NasObject[];
  /** After the deletion (e.g. the selection cleared). */
  onDeleted?(): void;
}

export function DeleteDialog({ open, onClose, nasId, objects, onDeleted }: DeleteDialogProps) {
  const { t } = useLingui();
  const remove = useDeleteObjects();
  const refresh = useRefreshFiles();
  const [refused, setRefused] = useState<string | undefined>();
  const folders = objects.some((object) => object.is_dir);
  const more = objects.length - NAMED;
  const count = objects.length;
  const first = baseName(objects[0]?.object_name ?? '');
  const title = count === 1 ? t`Delete ${first}?` : t`Delete ${count} items?`;
  const confirm = async () => {
    try {
      await remove.mutateAsync({ data: { nas_id: nasId, object_names: objects.map((object) => object.object_name) } });
      showSuccessToast(count === 1 ? t`${first} is deleted` : t`${count} items are deleted`);
      onDeleted?.();
      void refresh();
      onClose();
    } catch (error) {
      setRefused(errorMessage(error));
    }
  };
  return (
    <ActionDialog open={open} onClose={onClose} title={title} tone="danger" confirmLabel={t`Delete`} onConfirm={confirm}>
      <Text>
        {folders ? <Trans>These are deleted for good, folders with everything in them:</Trans> : <Trans>These are deleted for good:</Trans>}
      </Text>
      <List.Root ps="5" textStyle="sm" aria-label={t`To delete`}>
        {objects.slice(0, NAMED).map((object) => (
          <List.Item key={object.object_name} fontFamily="mono" wordBreak="break-all">
            {object.is_dir ? `${baseName(object.object_name)}/` : baseName(object.object_name)}
          </List.Item>
        ))}
      </List.Root>
      {more > 0 && (
        <Text textStyle="sm" color="fg.muted">
          <Trans>and {more} more</Trans>
        </Text>
      )}
      {refused && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{refused}</Alert.Title>
        </Alert.Root>
      )}
    </ActionDialog>
  );
}
