/**
 * The detail's compute_dir tab: the job's working directory in its cluster's NAS export, folders browsable, text
 * files viewable online (up to the view limit) and every file downloadable; refreshed while the job runs and once when
 * it ends.
 */
import { Breadcrumb, Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { JobDetailResponse } from '@/api/generated/model/jobDetailResponse';
import { nasFilesPath } from '@/shared/routing/nas-files-link';
import { useSession } from '@/shared/session/session-context';
import { FolderTable } from './job-folder-table';
import { nasFolderPrefix } from './job-files';
import { useJobStorage } from './use-job-files';
import { StorageNotice } from './storage-notice';

export function JobDirTab({ detail }: { detail: JobDetailResponse }) {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const storage = useJobStorage(detail);
  const root = nasFolderPrefix(detail.job.work_dir, storage.mount);
  const [sub, setSub] = useState<string[]>([]);
  if (!storage.nasId || root === null) return <StorageNotice storage={storage} path={detail.job.work_dir} />;
  const prefix = root + sub.map((name) => `${name}/`).join('');
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="2" wrap="wrap">
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
              <BreadcrumbStep
                key={`${index}-${name}`}
                name={name}
                current={index === sub.length - 1}
                onOpen={() => setSub(sub.slice(0, index + 1))}
              />
            ))}
          </Breadcrumb.List>
        </Breadcrumb.Root>
        {/* The same folder in the file manager. */}
        <Link asChild textStyle="sm" colorPalette="blue">
          <RouterLink to={nasFilesPath(zone, portal, storage.nasId, prefix)}>
            <FolderOpen size={14} />
            {t`Open in files`}
          </RouterLink>
        </Link>
      </HStack>
      <FolderTable
        key={prefix}
        label={t`Files of the working directory`}
        nasId={storage.nasId}
        prefix={prefix}
        onOpen={(name) => setSub([...sub, name])}
        follow={detail.job.job_status === 'running'}
      />
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
