/**
 * The upload panel (fixed at the bottom right while there is something to show): the pick's refusal, each file
 * with its progress bar, speed, state and cancel, and the folder's unfinished uploads from before a reload (picking
 * the same file again resumes it; discarding drops its stored chunks).
 */
import { Box, Button, CloseButton, HStack, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NasUploadSession } from '@/api/generated/model/nasUploadSession';
import { formatSize } from '@/shared/format';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, type PickProblem } from './upload-limits';
import type { UploadItem, UploadState } from './use-uploads';

export type PanelProblem = PickProblem | { kind: 'refused'; message: string };

export interface UploadPanelProps {
  items: UploadItem[];
  problem: PanelProblem | null;
  checking: boolean;
  unfinished: NasUploadSession[];
  onCancel(key: string): void;
  onDiscard(uploadId: string): void;
  onDismiss(): void;
}

function ProblemText({ problem }: { problem: PanelProblem }) {
  if (problem.kind === 'none') return <Trans>Choose at least one file</Trans>;
  if (problem.kind === 'too_many') {
    const count = problem.count;
    return (
      <Trans>
        At most {MAX_UPLOAD_FILES} files per upload; {count} were chosen
      </Trans>
    );
  }
  if (problem.kind === 'too_large') return <Trans>The upload exceeds the size limit of {MAX_UPLOAD_BYTES} bytes</Trans>;
  return <>{problem.message}</>;
}

function StateText({ state }: { state: UploadState }) {
  switch (state) {
    case 'waiting':
      return <Trans>Waiting</Trans>;
    case 'sending':
      return <Trans>Uploading</Trans>;
    case 'retrying':
      return <Trans>Connection lost, retrying</Trans>;
    case 'done':
      return <Trans>Uploaded</Trans>;
    case 'failed':
      return <Trans>Failed</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
  }
}

const PALETTE: Partial<Record<UploadState, string>> = { done: 'green', failed: 'red', retrying: 'orange', cancelled: 'gray' };

function Speed({ bytes }: { bytes: number }) {
  const speed = formatSize(bytes);
  return <Trans> · {speed}/s</Trans>;
}

function ItemRow({ item, onCancel }: { item: UploadItem; onCancel(key: string): void }) {
  const { t } = useLingui();
  const percent = item.size ? Math.round((item.sent / item.size) * 100) : 100;
  const active = !['done', 'failed', 'cancelled'].includes(item.state);
  const name = item.name;
  return (
    <Stack gap="1" role="listitem" aria-label={name}>
      <HStack justify="space-between" gap="2">
        <Text textStyle="sm" fontWeight="medium" truncate title={name}>
          {name}
        </Text>
        {active && (
          <Button size="2xs" variant="ghost" onClick={() => onCancel(item.key)} aria-label={t`Cancel the upload of ${name}`}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </HStack>
      <Progress.Root size="xs" value={percent} colorPalette={PALETTE[item.state] ?? 'blue'} aria-label={t`Upload progress of ${name}`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="space-between" textStyle="xs" color="fg.muted" gap="2">
        <Text>
          <StateText state={item.state} />
          {item.state === 'sending' && item.speed > 0 && <Speed bytes={item.speed} />}
        </Text>
        <Text>
          {formatSize(item.sent)} / {formatSize(item.size)} ({percent}%)
        </Text>
      </HStack>
      {item.error && (
        <Text textStyle="xs" color="fg.error">
          {item.error}
        </Text>
      )}
    </Stack>
  );
}

function UnfinishedRow({ session, onDiscard }: { session: NasUploadSession; onDiscard(uploadId: string): void }) {
  const name = session.file_name;
  const stored = session.received_chunks.length;
  const count = session.chunk_count;
  return (
    <HStack justify="space-between" gap="2" role="listitem" aria-label={name}>
      <Stack gap="0" minW="0">
        <Text textStyle="sm" truncate title={name}>
          {name}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          <Trans>
            {stored} of {count} parts stored; choose the file again to resume
          </Trans>
        </Text>
      </Stack>
      <Button size="2xs" variant="outline" onClick={() => onDiscard(session.upload_id)}>
        <Trans>Discard</Trans>
      </Button>
    </HStack>
  );
}

export function UploadPanel({ items, problem, checking, unfinished, onCancel, onDiscard, onDismiss }: UploadPanelProps) {
  const { t } = useLingui();
  if (!items.length && !problem && !checking && !unfinished.length) return null;
  return (
    <Portal>
      <Box
        role="region"
        aria-label={t`Uploads`}
        position="fixed"
        bottom="4"
        right="4"
        w="sm"
        maxH="60vh"
        overflowY="auto"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="lg"
        p="3"
        zIndex="popover"
      >
        <HStack justify="space-between" mb="2">
          <Text fontWeight="semibold">
            <Trans>Uploads</Trans>
          </Text>
          {!checking && !items.some((i) => !['done', 'failed', 'cancelled'].includes(i.state)) && (
            <CloseButton size="xs" onClick={onDismiss} aria-label={t`Close the upload panel`} />
          )}
        </HStack>
        <Stack gap="3">
          {problem && (
            <Text role="alert" textStyle="sm" color="fg.error">
              <ProblemText problem={problem} />
            </Text>
          )}
          {checking && (
            <Text textStyle="sm" color="fg.muted">
              <Trans>Checking the files…</Trans>
            </Text>
          )}
          {items.length > 0 && (
            <Stack gap="3" role="list" aria-label={t`Files being uploaded`}>
              {items.map((item) => (
                <ItemRow key={item.key} item={item} onCancel={onCancel} />
              ))}
            </Stack>
          )}
          {unfinished.length > 0 && (
            <Stack gap="2" role="list" aria-label={t`Unfinished uploads`}>
              <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
                <Trans>Unfinished uploads</Trans>
              </Text>
              {unfinished.map((s) => (
                <UnfinishedRow key={s.upload_id} session={s} onDiscard={onDiscard} />
              ))}
            </Stack>
          )}
        </Stack>
      </Box>
    </Portal>
  );
}
