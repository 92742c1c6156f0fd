/** One folder of the job's working directory: folders open, text files can be viewed online, files downloaded. */
import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Download, Eye, Folder } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useGetObjects } from '@/api/generated/endpoints/storage/storage';
import type { GetObjectsSortKey } from '@/api/generated/model/getObjectsSortKey';
import type { NasObject } from '@/api/generated/model/nasObject';
import { useListParams } from '@/shared/ui/data-table';
import { NasObjectTable, useNasObjectColumns, type NasObjectColumn } from '@/shared/ui/nas-object-table';
import { FileViewerDialog } from './file-viewer-dialog';
import { baseName } from './job-files';
import { useFileDownload } from './use-file-download';
import { FILE_PAGE_SIZE, followOptions, useFollowed, useViewLimit } from './use-job-files';

/** Media types that are never text (the listing guesses them from the name); others are checked when opened. */
const NOT_TEXT = /^(image|audio|video)\/|^application\/(zip|gzip|x-tar|x-bzip2|x-xz|x-7z-compressed|pdf|x-netcdf|x-hdf5?)$/;

/** Whether a file can be opened in the online viewer: a file up to the view limit that may be text. */
export function isViewable(object: Pick<NasObject, 'is_dir' | 'size' | 'content_type'>, limit: number): boolean {
  return !object.is_dir && object.size <= limit && !NOT_TEXT.test(object.content_type ?? '');
}

export interface FolderTableProps {
  label: string;
  nasId: string;
  prefix: string;
  onOpen(name: string): void;
  /** The job runs: the listing is looked at every few seconds, and once more when it ends. */
  follow?: boolean;
}

export function FolderTable({ label, nasId, prefix, onOpen, follow = false }: FolderTableProps) {
  const { t } = useLingui();
  const list = useListParams<GetObjectsSortKey>({
    defaultSortKey: 'object_name',
    defaultReverse: 0,
    defaultLimit: FILE_PAGE_SIZE,
    rememberLimit: false,
  });
  const query = useGetObjects({ ...list.params, nas_id: nasId, prefix }, { query: followOptions(follow) });
  useFollowed(query, follow);
  const limit = useViewLimit();
  const [viewing, setViewing] = useState<string | null>(null);
  const { download, isDownloading } = useFileDownload();
  const folder = useCallback(
    (_: NasObject, name: string) => (
      <Button variant="plain" size="xs" px="0" colorPalette="blue" onClick={() => onOpen(name)}>
        <Folder />
        {name}
      </Button>
    ),
    [onOpen],
  );
  const { name, size, modified } = useNasObjectColumns(folder);
  const columns = useMemo<NasObjectColumn[]>(
    () => [
      name,
      size,
      modified,
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (object) => {
          if (object.is_dir) return null;
          const name = baseName(object.object_name);
          return (
            <HStack gap="1" justify="flex-end">
              {isViewable(object, limit) && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="blue"
                  aria-label={t`View ${name}`}
                  onClick={() => setViewing(object.object_name)}
                >
                  <Eye />
                  {t`View`}
                </Button>
              )}
              <Button
                size="xs"
                variant="ghost"
                colorPalette="blue"
                aria-label={t`Download ${name}`}
                loading={isDownloading(object.object_name)}
                onClick={() => void download(nasId, object.object_name)}
              >
                <Download />
                {t`Download`}
              </Button>
            </HStack>
          );
        },
      },
    ],
    [t, name, size, modified, limit, nasId, download, isDownloading],
  );
  return (
    <>
      <NasObjectTable label={label} columns={columns} query={query} list={list} />
      <FileViewerDialog nasId={nasId} fileKey={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
