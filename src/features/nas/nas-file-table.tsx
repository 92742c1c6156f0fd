/** One folder of an export: folders first, then files, with sizes and modification times; 100 a page. */
import { Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Folder } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { NasExport } from '../../api/generated/model/nasExport';
import type { NasObject } from '../../api/generated/model/nasObject';
import { NasObjectTable, useNasObjectColumns, type NasObjectColumn } from '../../shared/ui/nas-object-table';
import { SearchInput } from '../../shared/ui/search-input';
import { useNasPaths } from './nas-paths';
import { useFileList } from './use-nas';

export function NasFileTable({ item, prefix }: { item: Pick<NasExport, 'nas_id' | 'fs_id'>; prefix: string }) {
  const { t } = useLingui();
  const paths = useNasPaths();
  const { list, query } = useFileList(item.nas_id, prefix);
  const folder = useCallback(
    (object: NasObject, name: string) => (
      <Link asChild colorPalette="blue" display="inline-flex" alignItems="center" gap="1.5">
        <RouterLink to={paths.exportPath(item, object.object_name)}>
          <Folder size={14} />
          {name}
        </RouterLink>
      </Link>
    ),
    [paths, item],
  );
  const { name, size, modified } = useNasObjectColumns(folder);
  const columns = useMemo<NasObjectColumn[]>(
    () => [name, size, { id: 'type', header: t`Type`, cell: (object) => (object.is_dir ? t`Folder` : object.content_type || t`File`) }, modified],
    [t, name, size, modified],
  );
  return (
    <>
      <SearchInput value={list.search_word} onSearch={list.setSearch} label={t`Search in this folder`} />
      <NasObjectTable label={t`Files`} columns={columns} query={query} list={list} />
    </>
  );
}
