/** One folder of an export: folders first, then files, with sizes and modification times; 100 a page. */
import { Link, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { File, Folder } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { GetObjectsSortKey } from '../../api/generated/model/getObjectsSortKey';
import type { NasExport } from '../../api/generated/model/nasExport';
import type { NasObject } from '../../api/generated/model/nasObject';
import { formatDateTime, formatSize } from '../../shared/format';
import { DataTable, tableStateOf, type DataTableColumn } from '../../shared/ui/data-table';
import { SearchInput } from '../../shared/ui/search-input';
import { folderName } from './nas-names';
import { useNasPaths } from './nas-paths';
import { useFileList } from './use-nas';

export function NasFileTable({ item, prefix }: { item: Pick<NasExport, 'nas_id' | 'fs_id'>; prefix: string }) {
  const { t } = useLingui();
  const paths = useNasPaths();
  const { list, query } = useFileList(item.nas_id, prefix);
  const columns = useMemo<DataTableColumn<NasObject, GetObjectsSortKey>[]>(
    () => [
      {
        id: 'name',
        header: t`Name`,
        sortKey: 'object_name',
        cell: (object) =>
          object.is_dir ? (
            <Link asChild colorPalette="blue" display="inline-flex" alignItems="center" gap="1.5">
              <RouterLink to={paths.exportPath(item, object.object_name)}>
                <Folder size={14} />
                {folderName(object.object_name)}
              </RouterLink>
            </Link>
          ) : (
            <Text as="span" display="inline-flex" alignItems="center" gap="1.5">
              <File size={14} />
              {folderName(object.object_name)}
            </Text>
          ),
      },
      { id: 'size', header: t`Size`, sortKey: 'size', align: 'end', cell: (object) => (object.is_dir ? '-' : formatSize(object.size)) },
      { id: 'type', header: t`Type`, cell: (object) => (object.is_dir ? t`Folder` : object.content_type || t`File`) },
      { id: 'last_modified', header: t`Modified`, sortKey: 'last_modified', cell: (object) => formatDateTime(object.last_modified) },
    ],
    [t, paths, item],
  );
  return (
    <>
      <SearchInput value={list.search_word} onSearch={list.setSearch} label={t`Search in this folder`} />
      <DataTable
        label={t`Files`}
        columns={columns}
        rows={query.data?.object_set}
        rowKey={(object) => object.object_name}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={t`This folder is empty`}
        {...tableStateOf(query)}
      />
    </>
  );
}
