/**
 * Choosing a file on the cluster's shared storage: the folders of the cluster's NAS export (get_objects, the file
 * list page size), from the share directory the cluster mounts down; a file is chosen as its path on the cluster.
 */
import { Breadcrumb, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Folder } from 'lucide-react';
import { Fragment, useCallback, useMemo, useState } from 'react';
import { useGetObjects } from '@/api/generated/endpoints/storage/storage';
import type { GetObjectsSortKey } from '@/api/generated/model/getObjectsSortKey';
import type { NasObject } from '@/api/generated/model/nasObject';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { useListParams } from '@/shared/ui/data-table';
import { NasObjectTable, useNasObjectColumns, type NasObjectColumn } from '@/shared/ui/nas-object-table';
import type { NasMount } from '../job-files';
import { FILE_PAGE_SIZE } from '../use-job-files';
import { clusterPathOf, crumbsOf, sharePrefix } from './nas-paths';

export interface NasFileDialogProps {
  open: boolean;
  title: string;
  nasId: string;
  mount: NasMount;
  /** The folder to open first. */
  startAt: string;
  onChoose(path: string): void;
  onClose(): void;
}

export function NasFileDialog({ open, title, nasId, mount, startAt, onChoose, onClose }: NasFileDialogProps) {
  const [prefix, setPrefix] = useState(startAt);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      }
    >
      <Stack gap="3">
        <FolderCrumbs prefix={prefix} mount={mount} onOpen={setPrefix} />
        <FolderFiles key={prefix} nasId={nasId} prefix={prefix} mount={mount} onOpen={setPrefix} onChoose={onChoose} />
      </Stack>
    </DialogFrame>
  );
}

function FolderCrumbs({ prefix, mount, onOpen }: { prefix: string; mount: NasMount; onOpen(prefix: string): void }) {
  const crumbs = crumbsOf(prefix, mount);
  const step = (name: string, target: string, current: boolean) =>
    current ? (
      <Breadcrumb.CurrentLink>{name}</Breadcrumb.CurrentLink>
    ) : (
      <Breadcrumb.Link asChild>
        <Button variant="plain" size="xs" px="0" onClick={() => onOpen(target)}>
          {name}
        </Button>
      </Breadcrumb.Link>
    );
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>{step(mount.mount ?? '/', sharePrefix(mount), crumbs.length === 0)}</Breadcrumb.Item>
        {crumbs.map(([name, target], index) => (
          <Fragment key={target}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>{step(name, target, index === crumbs.length - 1)}</Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

interface FolderFilesProps {
  nasId: string;
  prefix: string;
  mount: NasMount;
  onOpen(prefix: string): void;
  onChoose(path: string): void;
}

function FolderFiles({ nasId, prefix, mount, onOpen, onChoose }: FolderFilesProps) {
  const { t } = useLingui();
  const list = useListParams<GetObjectsSortKey>({
    defaultSortKey: 'object_name',
    defaultReverse: 0,
    defaultLimit: FILE_PAGE_SIZE,
    rememberLimit: false,
  });
  const query = useGetObjects({ ...list.params, nas_id: nasId, prefix });
  const folder = useCallback(
    (object: NasObject, name: string) => (
      <Button
        variant="plain"
        size="xs"
        px="0"
        colorPalette="blue"
        onClick={() => onOpen(object.object_name.endsWith('/') ? object.object_name : `${object.object_name}/`)}
      >
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
        id: 'choose',
        header: t`Actions`,
        align: 'end',
        cell: (object) => {
          const path = object.is_dir ? null : clusterPathOf(object.object_name, mount);
          return path ? (
            <Button size="xs" variant="ghost" colorPalette="blue" aria-label={t`Choose ${path}`} onClick={() => onChoose(path)}>
              {t`Choose`}
            </Button>
          ) : null;
        },
      },
    ],
    [t, name, size, modified, mount, onChoose],
  );
  return <NasObjectTable label={t`Files of the shared storage`} columns={columns} query={query} list={list} />;
}
