/**
 * Upload (ADR 0035): a button choosing files or a folder, and files dropped anywhere on the page while
 * the folder is shown; the upload panel and the duplicate-name question. Offered only where the user may change the
 * folder's files (the file manager's `upload` slot).
 */
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { abortUploadSession, useListUploadSessions } from '@/api/generated/endpoints/storage/storage';
import { useRefreshFiles } from '../use-file-browser';
import { carriesFiles, droppedFiles } from './dropped-files';
import { UploadDuplicateDialog } from './upload-duplicate-dialog';
import { UploadPanel } from './upload-panel';
import { useUploads } from './use-uploads';

export interface UploadButtonProps {
  nasId: string;
  prefix: string;
}

export function UploadButton({ nasId, prefix }: UploadButtonProps) {
  const { t } = useLingui();
  const refresh = useRefreshFiles();
  const unfinished = useListUploadSessions({ nas_id: nasId, prefix });
  const refetchUnfinished = unfinished.refetch;
  const uploads = useUploads(nasId, prefix, () => {
    void refresh();
    void refetchUnfinished();
  });
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const start = uploads.start;

  useEffect(() => {
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (event.relatedTarget === null) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event) || !event.dataTransfer) return;
      event.preventDefault();
      setDragging(false);
      void droppedFiles(event.dataTransfer).then((files) => start(files));
    };
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [start]);

  const picked = (input: HTMLInputElement | null) => {
    const files = [...(input?.files ?? [])];
    if (input) input.value = '';
    void start(files);
  };
  const active = new Set(uploads.items.filter((i) => !['done', 'failed', 'cancelled'].includes(i.state)).map((i) => i.name));
  const discard = (uploadId: string) => void abortUploadSession({ upload_id: uploadId }).finally(() => void refetchUnfinished());

  return (
    <>
      <Menu.Root onSelect={(details) => (details.value === 'folder' ? folderInput : filesInput).current?.click()}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" loading={uploads.checking}>
            <Upload />
            <Trans>Upload</Trans>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="files">
                <Trans>Upload files</Trans>
              </Menu.Item>
              <Menu.Item value="folder">
                <Trans>Upload a folder</Trans>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        aria-label={t`Files to upload`}
        data-testid="upload-files"
        onChange={(e) => picked(e.currentTarget)}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        hidden
        aria-label={t`Folder to upload`}
        data-testid="upload-folder"
        {...{ webkitdirectory: '' }}
        onChange={(e) => picked(e.currentTarget)}
      />
      {dragging && (
        <Portal>
          <Box
            position="fixed"
            inset="0"
            bg="blackAlpha.400"
            zIndex="overlay"
            display="flex"
            alignItems="center"
            justifyContent="center"
            pointerEvents="none"
          >
            <Text bg="bg.panel" px="6" py="4" rounded="md" shadow="lg" fontWeight="semibold">
              <Trans>Drop the files to upload them into this folder</Trans>
            </Text>
          </Box>
        </Portal>
      )}
      <UploadPanel
        items={uploads.items}
        problem={uploads.problem}
        checking={uploads.checking}
        unfinished={(unfinished.data?.upload_session_set ?? []).filter((s) => !active.has(s.file_name))}
        onCancel={uploads.cancel}
        onDiscard={discard}
        onDismiss={uploads.dismiss}
      />
      <UploadDuplicateDialog question={uploads.question} />
    </>
  );
}
