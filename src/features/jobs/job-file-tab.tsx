/** The detail's job_logs and input_file tabs: each file's path and, when it can be viewed online, its text. */
import { Box, Button, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JobDetailResponse } from '../../api/generated/model/jobDetailResponse';
import { errorMessage } from '../../shared/errors/error-message';
import { CopyButton } from '../../shared/ui/copy-button';
import { nasFileKey } from './job-files';
import { useFileText, useJobStorage, type JobStorage } from './use-job-files';
import { StorageNotice } from './storage-notice';

export interface JobFile {
  title: string;
  path: string | null | undefined;
}

export function JobFileTab({ detail, files, emptyText }: { detail: JobDetailResponse; files: JobFile[]; emptyText: string }) {
  const storage = useJobStorage(detail);
  const present = files.filter((file) => file.path);
  if (!present.length) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack gap="4">
      {present.map((file) => (
        <FileCard key={file.title} file={file} storage={storage} />
      ))}
    </Stack>
  );
}

function FileCard({ file, storage }: { file: JobFile; storage: JobStorage }) {
  const key = nasFileKey(file.path, storage.mount);
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between" gap="2" minW="0">
          <Text fontWeight="semibold">{file.title}</Text>
          <HStack gap="1" minW="0">
            <Text textStyle="sm" fontFamily="mono" color="fg.muted" truncate title={file.path ?? undefined}>
              {file.path}
            </Text>
            {file.path && <CopyButton text={file.path} />}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>{storage.nasId && key !== null ? <FileText nasId={storage.nasId} fileKey={key} /> : <StorageNotice storage={storage} path={null} />}</Card.Body>
    </Card.Root>
  );
}

function FileText({ nasId, fileKey }: { nasId: string; fileKey: string }) {
  const { t } = useLingui();
  const query = useFileText(nasId, fileKey);
  if (query.isLoading) return <Spinner size="sm" aria-label={t`Loading…`} />;
  if (query.error) {
    return (
      <HStack gap="3" role="alert">
        <Text color="fg.error">{errorMessage(query.error)}</Text>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </HStack>
    );
  }
  if (!query.data) return <Text color="fg.muted">{t`The file is empty`}</Text>;
  return (
    <Box as="pre" fontFamily="mono" textStyle="xs" whiteSpace="pre-wrap" wordBreak="break-all" maxH="96" overflow="auto" bg="bg.muted" p="3" rounded="md" tabIndex={0} aria-label={t`File content`}>
      {query.data}
    </Box>
  );
}
