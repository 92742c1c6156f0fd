/**
 * The detail's job_logs and input_file tabs: each file's path, a download, and its text when it can be viewed
 * online (up to the view limit). The logs of a running job are followed: new output appears as the job writes it.
 */
import { Badge, Button, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { JobDetailResponse } from '@/api/generated/model/jobDetailResponse';
import { formatSize } from '@/shared/format';
import { CopyButton } from '@/shared/ui/copy-button';
import { nasFileKey } from './job-files';
import { StorageNotice } from './storage-notice';
import { LoadFailure } from '@/shared/jobs/load-failure';
import { TextView } from '@/shared/jobs/text-view';
import { useFileDownload } from './use-file-download';
import { useFileEntry, useFileText, useJobStorage, useViewLimit, versionOf, type JobStorage } from './use-job-files';

export interface JobFile {
  title: string;
  path: string | null | undefined;
}

export interface JobFileTabProps {
  detail: JobDetailResponse;
  files: JobFile[];
  emptyText: string;
  /** Follow the files as they grow (the logs of a running job). */
  follow?: boolean;
}

export function JobFileTab({ detail, files, emptyText, follow = false }: JobFileTabProps) {
  const storage = useJobStorage(detail);
  const present = files.filter((file) => file.path);
  if (!present.length) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack gap="4">
      {present.map((file) => (
        <FileCard key={file.title} file={file} storage={storage} follow={follow} />
      ))}
    </Stack>
  );
}

function FileCard({ file, storage, follow }: { file: JobFile; storage: JobStorage; follow: boolean }) {
  const { t } = useLingui();
  const key = nasFileKey(file.path, storage.mount);
  const { download, isDownloading } = useFileDownload();
  const nasId = storage.nasId;
  const title = file.title;
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between" gap="2" minW="0" wrap="wrap">
          <HStack gap="2">
            <Text fontWeight="semibold">{file.title}</Text>
            {follow && (
              <Badge colorPalette="blue" variant="subtle" title={t`New output appears as the job writes it`}>
                {t`Following`}
              </Badge>
            )}
          </HStack>
          <HStack gap="1" minW="0">
            <Text textStyle="sm" fontFamily="mono" color="fg.muted" truncate title={file.path ?? undefined}>
              {file.path}
            </Text>
            {file.path && <CopyButton text={file.path} />}
            {nasId && key !== null && (
              <Button
                size="xs"
                variant="outline"
                loading={isDownloading(key)}
                onClick={() => void download(nasId, key)}
                aria-label={t`Download ${title}`}
              >
                <Download />
                {t`Download`}
              </Button>
            )}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        {nasId && key !== null ? (
          <FileBody nasId={nasId} fileKey={key} follow={follow} label={file.title} />
        ) : (
          <StorageNotice storage={storage} path={null} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function FileBody({ nasId, fileKey, follow, label }: { nasId: string; fileKey: string; follow: boolean; label: string }) {
  const { t } = useLingui();
  const limit = useViewLimit();
  const { entry, query: listing } = useFileEntry(nasId, fileKey, follow);
  const viewable = Boolean(entry) && (entry?.size ?? 0) > 0 && (entry?.size ?? 0) <= limit;
  const text = useFileText(nasId, fileKey, { enabled: viewable, version: versionOf(entry) });
  if (listing.isLoading) return <Spinner size="sm" role="status" aria-label={t`Loading…`} />;
  if (listing.error) return <LoadFailure error={listing.error} onRetry={() => void listing.refetch()} />;
  if (!entry) return <Text color="fg.muted">{follow ? t`The job has not written this file yet.` : t`The file does not exist`}</Text>;
  if (entry.size === 0) return <Text color="fg.muted">{t`The file is empty`}</Text>;
  if (entry.size > limit) {
    const size = formatSize(limit);
    return <Text color="fg.muted">{t`A file over ${size} cannot be viewed online: download it to read it.`}</Text>;
  }
  if (text.isLoading) return <Spinner size="sm" role="status" aria-label={t`Loading…`} />;
  if (text.error && text.data === undefined) return <LoadFailure error={text.error} onRetry={() => void text.refetch()} />;
  return <TextView text={text.data ?? ''} follow={follow} label={t`Content of ${label}`} />;
}
