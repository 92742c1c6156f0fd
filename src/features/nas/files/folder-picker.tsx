/**
 * The move dialog's folder picker: the folders of one folder, with the way up. The gateway lists folders first, at
 * most 100 objects a page; while a page is all folders and more objects follow, "More folders" reads the next page,
 * so a folder with hundreds of subfolders can still be reached.
 */
import { Button, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowUp, Folder } from 'lucide-react';
import { useState } from 'react';
import { getGetObjectsQueryOptions } from '@/api/generated/endpoints/storage/storage';
import { errorMessage } from '@/shared/errors/error-message';
import { baseName, displayPath, parentOf } from './file-names';

/** The gateway's largest page of objects (GetObjects limit). */
export const FOLDER_PAGE = 100;

export interface FolderPickerProps {
  nasId: string;
  folder: string;
  onOpen(prefix: string): void;
}

/** Keyed by folder by its parent, so the pages read start again at one in each folder. */
export function FolderPicker({ nasId, folder, onOpen }: FolderPickerProps) {
  const { t } = useLingui();
  const [pages, setPages] = useState(1);
  const queries = useQueries({
    queries: Array.from({ length: pages }, (_, page) =>
      getGetObjectsQueryOptions({
        nas_id: nasId,
        prefix: folder,
        limit: FOLDER_PAGE,
        offset: page * FOLDER_PAGE,
        sort_key: 'object_name',
        reverse: 0,
        hidden: false,
      }),
    ),
  });
  const answers = queries.map((query) => query.data);
  const folders = answers.flatMap((answer) => answer?.object_set.filter((object) => object.is_dir) ?? []);
  const last = answers[answers.length - 1];
  const more =
    !!last &&
    last.object_set.length === FOLDER_PAGE &&
    last.object_set.every((object) => object.is_dir) &&
    pages * FOLDER_PAGE < last.total_count;
  const loading = queries.some((query) => query.isLoading);
  const failed = queries.find((query) => query.error)?.error;
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
        {folders.length > 0 && (
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
        {loading ? (
          <Spinner size="sm" role="status" aria-label={t`Loading…`} />
        ) : failed ? (
          <HStack gap="2">
            <Text color="fg.error" textStyle="sm">
              {errorMessage(failed)}
            </Text>
            <Button size="xs" variant="outline" onClick={() => queries.forEach((query) => query.error && void query.refetch())}>
              <Trans>Retry</Trans>
            </Button>
          </HStack>
        ) : folders.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            <Trans>No folders here</Trans>
          </Text>
        ) : (
          more && (
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setPages((count) => count + 1)}>
              <Trans>More folders</Trans>
            </Button>
          )
        )}
      </Stack>
    </Stack>
  );
}
