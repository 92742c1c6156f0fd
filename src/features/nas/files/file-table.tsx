/**
 * One folder's objects in the file manager: a box per row (shift-click or Shift+Space chooses a range), the name (a
 * folder opens, a text file up to 10 MB opens in the editor, another file downloads), size, type and modification
 * time (sortable, folders first), and each row's actions menu.
 */
import { chakra, Link, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { File, FileText, Folder } from 'lucide-react';
import { useEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { GetObjectsSortKey } from '@/api/generated/model/getObjectsSortKey';
import type { NasObject } from '@/api/generated/model/nasObject';
import { formatDateTime, formatSize } from '@/shared/format';
import { ActionMenu } from '@/shared/ui/action-menu';
import { DataTable, tableStateOf, type DataTableColumn, type ListParams, type QueryLike } from '@/shared/ui/data-table';
import { useNasPaths } from '../nas-paths';
import { baseName, isTextFile, viewable } from './file-names';
import type { RangeSelection } from './use-range-selection';

export type FileAction = 'open' | 'edit' | 'download' | 'rename' | 'move' | 'delete';

export interface FileTableProps {
  item: { nas_id: string; fs_id: string };
  query: QueryLike & { data?: { object_set: NasObject[]; total_count: number } };
  list: ListParams<GetObjectsSortKey, object>;
  selection: RangeSelection;
  /** Writing is allowed (hides rename, move and delete otherwise). */
  canChange: boolean;
  onAction(action: FileAction, object: NasObject): void;
}

function Box({
  checked,
  indeterminate = false,
  label,
  onToggle,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onToggle(shift: boolean): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const click = (event: MouseEvent<HTMLInputElement>) => onToggle(event.shiftKey);
  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ' && event.shiftKey) {
      event.preventDefault();
      onToggle(true);
    }
  };
  return (
    <chakra.input
      ref={ref}
      type="checkbox"
      checked={checked}
      aria-label={label}
      onClick={click}
      onKeyDown={key}
      onChange={() => undefined}
      boxSize="4"
      m="0"
      verticalAlign="middle"
      cursor="pointer"
      accentColor="blue.solid"
    />
  );
}

export function FileTable({ item, query, list, selection, canChange, onAction }: FileTableProps) {
  const { t } = useLingui();
  const paths = useNasPaths();
  const columns = useMemo<DataTableColumn<NasObject, GetObjectsSortKey>[]>(
    () => [
      {
        id: 'choose',
        width: '10',
        header: (
          <Box
            checked={selection.allChosen}
            indeterminate={selection.someChosen}
            label={t`Choose every file on this page`}
            onToggle={() => selection.toggleAll()}
          />
        ),
        cell: (object) => {
          const name = baseName(object.object_name);
          return (
            <Box
              checked={selection.has(object.object_name)}
              label={t`Choose ${name}`}
              onToggle={(shift) => selection.toggle(object.object_name, shift)}
            />
          );
        },
      },
      {
        id: 'name',
        header: t`Name`,
        sortKey: 'object_name',
        cell: (object) => {
          const name = baseName(object.object_name);
          if (object.is_dir) {
            return (
              <Link asChild colorPalette="blue" display="inline-flex" alignItems="center" gap="1.5">
                <RouterLink to={paths.exportPath(item, object.object_name)}>
                  <Folder size={14} />
                  {name}
                </RouterLink>
              </Link>
            );
          }
          return (
            <Link
              as="button"
              colorPalette="blue"
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              textAlign="start"
              onClick={() => onAction('open', object)}
              title={viewable(object) ? t`Open ${name} in the editor` : t`Download ${name}`}
            >
              {isTextFile(object) ? <FileText size={14} /> : <File size={14} />}
              {name}
            </Link>
          );
        },
      },
      { id: 'size', header: t`Size`, sortKey: 'size', align: 'end', cell: (object) => (object.is_dir ? '-' : formatSize(object.size)) },
      {
        id: 'type',
        header: t`Type`,
        cell: (object) => (
          <Text as="span" color="fg.muted">
            {object.is_dir ? t`Folder` : object.content_type || t`File`}
          </Text>
        ),
      },
      { id: 'last_modified', header: t`Modified`, sortKey: 'last_modified', cell: (object) => formatDateTime(object.last_modified) },
      {
        id: 'actions',
        header: <chakra.span srOnly>{t`Actions`}</chakra.span>,
        width: '12',
        cell: (object) => (
          <ActionMenu<FileAction>
            name={baseName(object.object_name)}
            onChoose={(id) => onAction(id, object)}
            items={[
              ...(object.is_dir ? [] : [{ id: 'edit' as const, label: canChange ? t`Edit` : t`View`, disabled: !viewable(object) }]),
              { id: 'download', label: object.is_dir ? t`Download as ZIP` : t`Download` },
              ...(canChange
                ? [
                    { id: 'rename' as const, label: t`Rename` },
                    { id: 'move' as const, label: t`Move to…` },
                    { id: 'delete' as const, label: t`Delete`, danger: true },
                  ]
                : []),
            ]}
          />
        ),
      },
    ],
    [t, paths, item, selection, canChange, onAction],
  );
  return (
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
  );
}
