/** The NAS page's file systems: capacity, quota given to exports, used volume; a row opens its export list. */
import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FileSystem } from '@/api/generated/model/fileSystem';
import type { FileSystemId } from '@/api/generated/model/fileSystemId';
import type { ListFileSystemsSortKey } from '@/api/generated/model/listFileSystemsSortKey';
import { NasStatus } from '@/api/generated/model/nasStatus';
import { formatDateTime, formatSize } from '@/shared/format';
import { DataTable, tableStateOf, type DataTableColumn } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusBadge } from '@/shared/ui/status-badge';
import { StatusFilter } from '@/shared/ui/status-filter';
import { NasUsage } from './nas-usage';
import { useFileSystemList } from './use-nas';

const STATUSES = Object.values(NasStatus);

export function FileSystemTable({ selected, onSelect }: { selected: FileSystemId | undefined; onSelect(fsId: FileSystemId): void }) {
  const { t } = useLingui();
  const { list, query } = useFileSystemList();
  const status = list.filters.status;
  const columns = useMemo<DataTableColumn<FileSystem, ListFileSystemsSortKey>[]>(
    () => [
      {
        id: 'name',
        header: t`Name / ID`,
        sortKey: 'name',
        cell: (fs) => (
          <Stack gap="0" align="flex-start">
            <Button
              variant="plain"
              size="sm"
              px="0"
              h="auto"
              colorPalette="blue"
              fontWeight={fs.fs_id === selected ? 'bold' : 'medium'}
              aria-pressed={fs.fs_id === selected}
              onClick={() => onSelect(fs.fs_id)}
            >
              {fs.name}
            </Button>
            <Text textStyle="xs" color="fg.muted">
              {fs.fs_id}
            </Text>
          </Stack>
        ),
      },
      { id: 'status', header: t`Status`, cell: (fs) => <StatusBadge status={fs.status} /> },
      { id: 'capacity', header: t`Capacity`, sortKey: 'capacity', align: 'end', cell: (fs) => formatSize(fs.capacity, { from: 'GB' }) },
      { id: 'allocated', header: t`Given to mount points`, align: 'end', cell: (fs) => formatSize(fs.allocated ?? 0, { from: 'GB' }) },
      { id: 'used', header: t`Used`, cell: (fs) => <NasUsage usedBytes={fs.used} totalGiB={fs.capacity} /> },
      { id: 'exports', header: t`Mount points`, align: 'end', cell: (fs) => fs.export_count },
      { id: 'description', header: t`Description`, cell: (fs) => fs.description || '-' },
      { id: 'create_time', header: t`Created`, sortKey: 'create_time', cell: (fs) => formatDateTime(fs.create_time) },
    ],
    [t, selected, onSelect],
  );
  return (
    <Stack gap="3">
      <Wrap gap="3">
        <StatusFilter
          options={STATUSES}
          value={Array.isArray(status) ? status : []}
          onChange={(value) => list.setFilter('status', value)}
          label={t`Status`}
          placeholder={t`All statuses`}
          width="48"
        />
        <SearchInput value={list.search_word} onSearch={list.setSearch} label={t`Search by name or ID`} />
      </Wrap>
      <DataTable
        label={t`File systems`}
        columns={columns}
        rows={query.data?.fs_list}
        rowKey={(fs) => fs.fs_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={t`No file systems`}
        {...tableStateOf(query)}
      />
    </Stack>
  );
}
