/**
 * The table of one folder of a NAS export (get_objects: the job's working directory, the NAS browser): its objects
 * paged and sorted by the list, "This folder is empty", and the columns every such table shows: the name (a file's
 * after its icon, a folder's as the caller renders it), the size (none for a folder) and the modification time.
 */
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { File } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import type { GetObjectsSortKey } from '@/api/generated/model/getObjectsSortKey';
import type { NasObject } from '@/api/generated/model/nasObject';
import { formatDateTime, formatSize } from '@/shared/format';
import { DataTable, tableStateOf, type DataTableColumn, type ListParams, type QueryLike } from './data-table';

export type NasObjectColumn = DataTableColumn<NasObject, GetObjectsSortKey>;

/** The last segment of an object name (folders end with /). */
function lastSegment(objectName: string): string {
  const parts = objectName.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? objectName;
}

/**
 * The name, size and modification-time columns. `folder` renders a folder's name (a link or a button that opens
 * it); keep it stable (useCallback) so the columns are too.
 */
export function useNasObjectColumns(folder: (object: NasObject, name: string) => ReactNode): {
  name: NasObjectColumn;
  size: NasObjectColumn;
  modified: NasObjectColumn;
} {
  const { t } = useLingui();
  return useMemo(
    () => ({
      name: {
        id: 'name',
        header: t`Name`,
        sortKey: 'object_name',
        cell: (object) => {
          const name = lastSegment(object.object_name);
          if (object.is_dir) return folder(object, name);
          return (
            <Text as="span" display="inline-flex" alignItems="center" gap="1.5">
              <File size={14} />
              {name}
            </Text>
          );
        },
      },
      size: {
        id: 'size',
        header: t`Size`,
        sortKey: 'size',
        align: 'end',
        cell: (object) => (object.is_dir ? '-' : formatSize(object.size)),
      },
      modified: {
        id: 'last_modified',
        header: t`Modified`,
        sortKey: 'last_modified',
        cell: (object) => formatDateTime(object.last_modified),
      },
    }),
    [t, folder],
  );
}

export interface NasObjectTableProps {
  label: string;
  columns: readonly NasObjectColumn[];
  query: QueryLike & { data?: { object_set: NasObject[]; total_count: number } };
  list: ListParams<GetObjectsSortKey, object>;
}

const objectKey = (object: NasObject) => object.object_name;

export function NasObjectTable({ label, columns, query, list }: NasObjectTableProps) {
  const { t } = useLingui();
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={query.data?.object_set}
      rowKey={objectKey}
      totalCount={query.data?.total_count}
      list={list}
      emptyText={t`This folder is empty`}
      {...tableStateOf(query)}
    />
  );
}
