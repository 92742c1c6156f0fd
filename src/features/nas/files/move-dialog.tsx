/**
 * Move files and folders to another folder of the mount point: a folder picker (open a folder, go up, the path
 * shown), then "Move here". A folder cannot go into itself (said before sending); a clash asks replace, keep both
 * or skip (useMoveObjects); a refusal is shown in the dialog.
 */
import { Alert, Button, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowUp, Folder } from 'lucide-react';
import { useState } from 'react';
import { useGetObjects } from '../../../api/generated/endpoints/storage/storage';
import type { NasObject } from '../../../api/generated/model/nasObject';
import { ActionDialog } from '../../../shared/actions';
import { errorMessage } from '../../../shared/errors/error-message';
import { showSuccessToast } from '../../../shared/errors/error-toast';
import { baseName, displayPath, parentOf, targetOf } from './file-names';
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
      <FolderPicker nasId={nasId} folder={folder} onOpen={(next) => {
        setFolder(next);
        setRefused(undefined);
      }} />
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

/** The folders of one folder (the first 100 objects: folders come first), with the way up. */
function FolderPicker({ nasId, folder, onOpen }: { nasId: string; folder: string; onOpen(prefix: string): void }) {
  const { t } = useLingui();
  const query = useGetObjects({ nas_id: nasId, prefix: folder, limit: 100, sort_key: 'object_name', reverse: 0, hidden: false });
  const folders = query.data?.object_set.filter((object) => object.is_dir) ?? [];
  return (
    <Stack gap="2">
      <HStack gap="2">
        <Text textStyle="sm" color="fg.muted">
          <Trans>Destination</Trans>
        </Text>
        <Text fontFamily="mono" textStyle="sm" aria-live="polite" data-testid="move-destination">
          {displayPath(folder)}
        </Text>
      </HStack>
      <Stack borderWidth="1px" rounded="md" p="2" maxH="64" overflow="auto" gap="1">
        {folder && (
          <Button size="xs" variant="ghost" justifyContent="flex-start" onClick={() => onOpen(parentOf(folder))}>
            <ArrowUp size={14} />
            <Trans>Up one folder</Trans>
          </Button>
        )}
        {query.isLoading ? (
          <Spinner size="sm" role="status" aria-label={t`Loading…`} />
        ) : query.error ? (
          <Text color="fg.error" textStyle="sm">
            {errorMessage(query.error)}
          </Text>
        ) : folders.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            <Trans>No folders here</Trans>
          </Text>
        ) : (
          <List.Root variant="plain" gap="1" aria-label={t`Folders`}>
            {folders.map((object) => (
              <List.Item key={object.object_name}>
                <Button size="xs" variant="ghost" justifyContent="flex-start" onClick={() => onOpen(object.object_name)}>
                  <Folder size={14} />
                  {baseName(object.object_name)}
                </Button>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}
