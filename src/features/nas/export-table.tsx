/**
 * The mount points (exports) of one file system: quota and usage, the clusters mounting it; a name opens its files;
 * a row's menu offers the changes the actor may make (storage/export-actions.tsx), one dialog at a time.
 */
import { Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { FileSystemId } from '@/api/generated/model/fileSystemId';
import type { ListExportsSortKey } from '@/api/generated/model/listExportsSortKey';
import type { NasExport } from '@/api/generated/model/nasExport';
import { useDialogSlot } from '@/shared/actions';
import { formatDateTime } from '@/shared/format';
import { DataTable, tableStateOf, type DataTableColumn } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusBadge } from '@/shared/ui/status-badge';
import { useNasPaths } from './nas-paths';
import { NasUsage } from './nas-usage';
import { ExportRowActions, LazyExportActionDialog, type ExportActionId } from './storage/export-actions';
import { useNasRights } from './storage/use-nas-rights';
import { useExportList } from './use-nas';

export function ExportTable({ fsId, fsName }: { fsId: FileSystemId; fsName: string }) {
  const { t } = useLingui();
  const { list, query } = useExportList(fsId);
  const paths = useNasPaths();
  const rights = useNasRights();
  const dialog = useDialogSlot<{ kind: ExportActionId; item: NasExport }>();
  const show = dialog.show;
  const columns = useMemo<DataTableColumn<NasExport, ListExportsSortKey>[]>(
    () => [
      {
        id: 'name',
        header: t`Name / ID`,
        sortKey: 'name',
        cell: (item) => (
          <Stack gap="0">
            <Link asChild colorPalette="blue" fontWeight="medium">
              <RouterLink to={paths.exportPath(item)}>{item.name}</RouterLink>
            </Link>
            <Text textStyle="xs" color="fg.muted">
              {item.nas_id}
            </Text>
          </Stack>
        ),
      },
      { id: 'status', header: t`Status`, cell: (item) => <StatusBadge status={item.status} /> },
      { id: 'used', header: t`Used / quota`, sortKey: 'used', cell: (item) => <NasUsage usedBytes={item.used} totalGiB={item.quota} /> },
      {
        id: 'clusters',
        header: t`Mounted by`,
        cell: (item) =>
          item.cluster_ids.length === 0 ? (
            <Text color="fg.muted">{t`Not mounted`}</Text>
          ) : (
            <Stack gap="0">
              {item.cluster_ids.map((id, index) => {
                const to = paths.clusterPath(id);
                const name = item.cluster_names?.[index] ?? id;
                return to ? (
                  <Link key={id} asChild colorPalette="blue" textStyle="sm">
                    <RouterLink to={to}>{name}</RouterLink>
                  </Link>
                ) : (
                  <Text key={id} textStyle="sm">
                    {name}
                  </Text>
                );
              })}
            </Stack>
          ),
      },
      { id: 'shared_path', header: t`Shared path`, cell: (item) => item.shared_path ?? '-' },
      { id: 'private_ip', header: t`Address`, cell: (item) => item.private_ip ?? '-' },
      { id: 'description', header: t`Description`, cell: (item) => item.description || '-' },
      { id: 'create_time', header: t`Created`, sortKey: 'create_time', cell: (item) => formatDateTime(item.create_time) },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (item) => <ExportRowActions item={item} rights={rights} onChoose={(kind) => show({ kind, item })} />,
      },
    ],
    [t, paths, rights, show],
  );
  return (
    <Stack gap="3">
      <SearchInput value={list.search_word} onSearch={list.setSearch} label={t`Search mount points`} />
      <DataTable
        label={t`Mount points of ${fsName}`}
        columns={columns}
        rows={query.data?.export_set}
        rowKey={(item) => item.nas_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={t`This file system has no mount points`}
        {...tableStateOf(query)}
      />
      {dialog.value && (
        <LazyExportActionDialog
          key={dialog.key}
          kind={dialog.value.kind}
          item={dialog.value.item}
          open={dialog.open}
          onClose={dialog.close}
        />
      )}
    </Stack>
  );
}
