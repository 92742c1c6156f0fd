/** The online viewer of a file of the job's working directory (text files up to the view limit), with its download. */
import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { errorMessage } from '@/shared/errors/error-message';
import { baseName } from './job-files';
import { TextView } from '@/shared/jobs/text-view';
import { useFileDownload } from './use-file-download';
import { useFileText } from './use-job-files';

export interface FileViewerDialogProps {
  nasId: string;
  /** The file shown; null when closed. */
  fileKey: string | null;
  onClose(): void;
}

export function FileViewerDialog({ nasId, fileKey, onClose }: FileViewerDialogProps) {
  const { download, isDownloading } = useFileDownload();
  return (
    <DialogFrame
      open={fileKey !== null}
      onClose={onClose}
      title={fileKey ? baseName(fileKey) : ''}
      size="xl"
      scrollInside
      footer={
        <>
          {fileKey && (
            <Button variant="outline" loading={isDownloading(fileKey)} onClick={() => void download(nasId, fileKey)}>
              <Download />
              <Trans>Download</Trans>
            </Button>
          )}
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </>
      }
    >
      {fileKey && <ViewerBody nasId={nasId} fileKey={fileKey} />}
    </DialogFrame>
  );
}

function ViewerBody({ nasId, fileKey }: { nasId: string; fileKey: string }) {
  const { t } = useLingui();
  const query = useFileText(nasId, fileKey);
  if (query.isLoading) return <Spinner size="sm" role="status" aria-label={t`Loading…`} />;
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
  const name = baseName(fileKey);
  if (!query.data) return <Text color="fg.muted">{t`The file is empty`}</Text>;
  return <TextView text={query.data} follow={false} label={t`Content of ${name}`} />;
}
