/**
 * Why a job's files cannot be shown: the mount is loading or failed, the cluster has no browsable NAS storage (it
 * mounts no NAS, or a vNAS that shares no NAS export: the gateway's message says which), or the path is outside
 * the cluster's NAS.
 */
import { Alert, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/shared/errors/error-message';
import type { JobStorage } from './use-job-files';

export function StorageNotice({ storage, path }: { storage: JobStorage; path: string | null | undefined }) {
  const { t } = useLingui();
  if (storage.query.isLoading) return <Spinner size="sm" role="status" aria-label={t`Loading…`} />;
  if (storage.noStorage) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>This cluster has no browsable NAS storage</Trans>
          </Alert.Title>
          <Alert.Description>{errorMessage(storage.query.error)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (storage.query.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(storage.query.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>These files are not on the cluster's file storage</Trans>
        </Alert.Title>
        {path && (
          <Alert.Description>
            <Text as="span" fontFamily="mono">
              {path}
            </Text>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
