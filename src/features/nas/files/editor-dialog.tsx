/**
 * View and edit a text file in the browser (getObject preview, files up to 10 MB): a plain textarea, saved with
 * putObject (overwrite) carrying if_match, the etag of the version opened. When someone else saved a newer version
 * (or deleted the file) meanwhile, the gateway refuses the save and nothing is written: the dialog keeps the text
 * and says so, so the user can copy their change and reopen the file.
 */
import { Alert, Button, Skeleton, Textarea, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getObject, usePutObject } from '@/api/generated/endpoints/storage/storage';
import type { NasObject } from '@/api/generated/model/nasObject';
import { ActionDialog } from '@/shared/actions';
import { errorMessage } from '@/shared/errors/error-message';
import { showSuccessToast } from '@/shared/errors/error-toast';
import { formatSize } from '@/shared/format';
import { baseName, parentOf } from './file-names';
import type { FileRights } from './file-rights';
import { ReadOnlyNote } from './read-only-note';
import { useRefreshFiles } from './use-file-browser';

export interface EditorDialogProps {
  open: boolean;
  onClose(): void;
  nasId: string;
  object: NasObject;
  /** Saving is allowed; otherwise the file is shown read-only, with a note saying why and no Save. */
  rights: FileRights;
}

export function EditorDialog({ open, onClose, nasId, object, rights }: EditorDialogProps) {
  const { t } = useLingui();
  const canChange = rights.canChange;
  const name = baseName(object.object_name);
  // Read once per opening (the etag it was opened at): never refetched under the user's edits.
  const content = useQuery({
    queryKey: ['file-editor', nasId, object.object_name, object.etag ?? object.last_modified],
    queryFn: async ({ signal }) =>
      (await getObject({ nas_id: nasId, object_name: object.object_name, preview: true }, undefined, signal)).text(),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [text, setText] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | undefined>();
  const put = usePutObject();
  const refresh = useRefreshFiles();
  const shown = text ?? content.data ?? '';
  const changed = text !== null && text !== content.data;
  const save = async () => {
    if (!changed) return;
    try {
      const file = new File([shown], name, { type: 'application/octet-stream' });
      await put.mutateAsync({
        data: {
          nas_id: nasId,
          prefix: parentOf(object.object_name),
          overwrite: true,
          ...(object.etag ? { if_match: object.etag } : {}),
          file,
        },
      });
      showSuccessToast(t`${name} is saved`);
      void refresh();
      onClose();
    } catch (error) {
      setRefused(errorMessage(error));
    }
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      size="xl"
      title={canChange ? t`Edit ${name}` : name}
      confirmLabel={t`Save`}
      confirmDisabled={!changed || !canChange || content.isLoading}
      onConfirm={save}
      footer={
        canChange ? undefined : (
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        )
      }
    >
      {!rights.canChange && <ReadOnlyNote why={rights.why} />}
      <Text textStyle="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
        /{object.object_name} · {formatSize(object.size)}
      </Text>
      {content.isLoading ? (
        <Skeleton height="64" />
      ) : content.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(content.error)}</Alert.Title>
        </Alert.Root>
      ) : (
        <Textarea
          aria-label={t`Content of ${name}`}
          value={shown}
          readOnly={!canChange}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setRefused(undefined);
          }}
          fontFamily="mono"
          textStyle="sm"
          rows={22}
          spellCheck={false}
          wrap="off"
        />
      )}
      {refused && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{refused}</Alert.Title>
            <Alert.Description>
              <Trans>Your text is still here: copy it before closing.</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </ActionDialog>
  );
}
