/** The detail's compute_dir tab: the job's working directory in its cluster's NAS export, folders browsable. */
import { Breadcrumb, Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { File, Folder } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useGetObjects } from '../../api/generated/endpoints/storage/storage';
import type { GetObjectsSortKey } from '../../api/generated/model/getObjectsSortKey';
import type { JobDetailResponse } from '../../api/generated/model/jobDetailResponse';
import type { NasObject } from '../../api/generated/model/nasObject';
import { formatDateTime, formatSize } from '../../shared/format';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '../../shared/ui/data-table';
import { baseName, nasFolderPrefix } from './job-files';
import { FILE_PAGE_SIZE, useJobStorage } from './use-job-files';
import { StorageNotice } from './storage-notice';

export function JobDirTab({ detail }: { detail: JobDetailResponse }) {
  const { t } = useLingui();
  const storage = useJobStorage(detail);
  const root = nasFolderPrefix(detail.job.work_dir, storage.mount);
  const [sub, setSub] = useState<string[]>([]);
  if (!storage.nasId || root === null) return <StorageNotice storage={storage} path={detail.job.work_dir} />;
  const prefix = root + sub.map((name) => `${name}/`).join('');
  return (
    <Stack gap="3">
      <Breadcrumb.Root size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Button variant="plain" size="xs" px="0" onClick={() => setSub([])}>
                {detail.job.work_dir}
              </Button>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          {sub.map((name, index) => (
            <BreadcrumbStep key={`${index}-${name}`} name={name} current={index === sub.length - 1} onOpen={() => setSub(sub.slice(0, index + 1))} />
          ))}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <FolderTable key={prefix} label={t`Files of the working directory`} nasId={storage.nasId} prefix={prefix} onOpen={(name) => setSub([...sub, name])} />
    </Stack>
  );
}

function BreadcrumbStep({ name, current, onOpen }: { name: string; current: boolean; onOpen(): void }) {
  return (
    <>
      <Breadcrumb.Separator />
      <Breadcrumb.Item>
        {current ? (
          <Breadcrumb.CurrentLink>{name}</Breadcrumb.CurrentLink>
        ) : (
          <Breadcrumb.Link asChild>
            <Button variant="plain" size="xs" px="0" onClick={onOpen}>
              {name}
            </Button>
          </Breadcrumb.Link>
        )}
      </Breadcrumb.Item>
    </>
  );
}

function FolderTable({ label, nasId, prefix, onOpen }: { label: string; nasId: string; prefix: string; onOpen(name: string): void }) {
  const { t } = useLingui();
  const list = useListParams<GetObjectsSortKey>({ defaultSortKey: 'object_name', defaultReverse: 0, defaultLimit: FILE_PAGE_SIZE, rememberLimit: false });
  const query = useGetObjects({ ...list.params, nas_id: nasId, prefix });
  const columns = useMemo<DataTableColumn<NasObject, GetObjectsSortKey>[]>(
    () => [
      {
        id: 'name',
        header: t`Name`,
        sortKey: 'object_name',
        cell: (object) =>
          object.is_dir ? (
            <Button variant="plain" size="xs" px="0" colorPalette="blue" onClick={() => onOpen(baseName(object.object_name))}>
              <Folder />
              {baseName(object.object_name)}
            </Button>
          ) : (
            <Text as="span" display="inline-flex" alignItems="center" gap="1.5">
              <File size={14} />
              {baseName(object.object_name)}
            </Text>
          ),
      },
      { id: 'size', header: t`Size`, sortKey: 'size', align: 'end', cell: (object) => (object.is_dir ? '-' : formatSize(object.size)) },
      { id: 'last_modified', header: t`Modified`, sortKey: 'last_modified', cell: (object) => formatDateTime(object.last_modified) },
    ],
    [t, onOpen],
  );
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={query.data?.object_set}
      rowKey={(object) => object.object_name}
      totalCount={query.data?.total_count}
      list={list}
      emptyText={t`This folder is empty`}
      {...tableStateOf(query)}
    />
  );
}
