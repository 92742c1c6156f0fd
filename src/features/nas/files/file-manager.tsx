/**
 * The file manager of a mount point (/nas/{id}?prefix=…): the path bar, a toolbar (new folder, the place of the
 * upload button, the hidden-file toggle, search) and, while objects are chosen, what to do with them (download as
 * ZIP, move, delete); the folder's table; the dialogs. The folder and the toggle live in the URL.
 */
import { Box, Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FolderInput, FolderPlus, Trash2, X } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import type { NasObject } from '@/api/generated/model/nasObject';
import { useDialogSlot } from '@/shared/actions';
import { lazyDialog } from '@/shared/actions/lazy-dialog';
import { SearchInput } from '@/shared/ui/search-input';
import { viewable } from './file-names';
import { FileTable, type FileAction } from './file-table';
import { useFileRights } from './use-file-rights';
import { PathBar } from './path-bar';
import { useDownload } from './use-download';
import { useFileBrowser, useShowHidden } from './use-file-browser';
import { DuplicateChoiceDialog, useMoveObjects } from './use-move-objects';
import { useRangeSelection } from './use-range-selection';

const CreateFolderDialog = lazyDialog(() => import('./create-folder-dialog').then((m) => m.CreateFolderDialog));
const RenameDialog = lazyDialog(() => import('./rename-dialog').then((m) => m.RenameDialog));
const MoveDialog = lazyDialog(() => import('./move-dialog').then((m) => m.MoveDialog));
const DeleteDialog = lazyDialog(() => import('./delete-dialog').then((m) => m.DeleteDialog));
const EditorDialog = lazyDialog(() => import('./editor-dialog').then((m) => m.EditorDialog));

type Shown = { kind: 'create' } | { kind: 'rename' | 'edit'; object: NasObject } | { kind: 'move' | 'delete'; objects: NasObject[] };

export interface FileManagerProps {
  item: { nas_id: string; fs_id: string };
  /** The mount point's name (the path's root). */
  name: string;
  prefix: string;
  /** The clusters holding the mount point (NasExport.cluster_ids): a sub-user's right to change files comes from them. */
  clusterIds?: readonly string[];
  /** The upload button, beside "New folder"; shown only to who may change the folder's files. */
  upload?: ReactNode;
}

export function FileManager({ item, name, prefix, clusterIds, upload }: FileManagerProps) {
  const { t } = useLingui();
  const [showHidden, setShowHidden] = useShowHidden();
  const { list, query } = useFileBrowser(item.nas_id, prefix, showHidden);
  const selection = useRangeSelection(query.data?.object_set ?? []);
  const slot = useDialogSlot<Shown>();
  const download = useDownload(item.nas_id);
  const mover = useMoveObjects(item.nas_id);
  const chosen = selection.chosen;
  const rights = useFileRights(prefix, clusterIds, query.data?.writable);
  const canChange = rights.canChange;

  const onAction = useCallback(
    (action: FileAction, object: NasObject) => {
      if (action === 'open') {
        if (viewable(object)) slot.show({ kind: 'edit', object });
        else void download.run([object]);
      } else if (action === 'download') void download.run([object]);
      else if (action === 'edit' || action === 'rename') slot.show({ kind: action, object });
      else slot.show({ kind: action, objects: [object] });
    },
    [slot, download],
  );

  const shown = slot.value;
  return (
    <Stack gap="3">
      <PathBar item={item} name={name} prefix={prefix} />
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          {canChange && (
            <>
              <Button size="sm" onClick={() => slot.show({ kind: 'create' })}>
                <FolderPlus />
                <Trans>New folder</Trans>
              </Button>
              {upload}
            </>
          )}
          <Checkbox.Root size="sm" checked={showHidden} onCheckedChange={(details) => setShowHidden(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Show hidden files</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        <SearchInput value={list.search_word} onSearch={list.setSearch} label={t`Search in this folder`} />
      </HStack>
      {chosen.length > 0 && (
        <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t`Chosen files`} bg="bg.muted" rounded="md" px="3" py="1.5">
          <Text textStyle="sm" fontWeight="medium">
            <ChosenCount count={chosen.length} />
          </Text>
          <Button size="xs" variant="outline" loading={download.pending} onClick={() => void download.run(chosen)}>
            <Download />
            {chosen.length === 1 && !chosen[0].is_dir ? <Trans>Download</Trans> : <Trans>Download as ZIP</Trans>}
          </Button>
          {canChange && (
            <>
              <Button size="xs" variant="outline" onClick={() => slot.show({ kind: 'move', objects: chosen })}>
                <FolderInput />
                <Trans>Move to…</Trans>
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => slot.show({ kind: 'delete', objects: chosen })}>
                <Trash2 />
                <Trans>Delete</Trans>
              </Button>
            </>
          )}
          <Button size="xs" variant="ghost" onClick={selection.clear}>
            <X />
            <Trans>Clear the choice</Trans>
          </Button>
        </HStack>
      )}
      <Box>
        <FileTable item={item} query={query} list={list} selection={selection} canChange={canChange} onAction={onAction} />
      </Box>
      {shown?.kind === 'create' && (
        <CreateFolderDialog key={slot.key} open={slot.open} onClose={slot.close} nasId={item.nas_id} prefix={prefix} />
      )}
      {shown?.kind === 'rename' && (
        <RenameDialog key={slot.key} open={slot.open} onClose={slot.close} nasId={item.nas_id} object={shown.object} />
      )}
      {shown?.kind === 'edit' && (
        <EditorDialog key={slot.key} open={slot.open} onClose={slot.close} nasId={item.nas_id} object={shown.object} rights={rights} />
      )}
      {shown?.kind === 'move' && (
        <MoveDialog
          key={slot.key}
          open={slot.open}
          onClose={slot.close}
          nasId={item.nas_id}
          from={prefix}
          objects={shown.objects}
          move={mover.run}
          onMoved={selection.clear}
        />
      )}
      {shown?.kind === 'delete' && (
        <DeleteDialog
          key={slot.key}
          open={slot.open}
          onClose={slot.close}
          nasId={item.nas_id}
          objects={shown.objects}
          onDeleted={selection.clear}
        />
      )}
      <DuplicateChoiceDialog key={mover.question?.move.object.object_name ?? 'none'} question={mover.question} />
    </Stack>
  );
}

function ChosenCount({ count }: { count: number }) {
  return <Trans>{count} chosen</Trans>;
}
