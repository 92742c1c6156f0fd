/** Why the files of this folder are only viewed and downloaded here (fileRights), shown in the read-only editor. */
import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FileChangeBlock } from './file-rights';

export function ReadOnlyNote({ why }: { why: FileChangeBlock }) {
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Title>
        {why === 'read-only-member' ? (
          <Trans>
            You are a read-only member of the clusters using this mount point: you can view and download its files but not change them.
          </Trans>
        ) : why === 'outside-own-folder' ? (
          <Trans>As an IAM user you change files only in your own folder: here you can view and download them.</Trans>
        ) : why === 'outside-granted-folders' ? (
          <Trans>
            As a shared member you change files only in your own folder and the folders granted to you read-write: here you can view and
            download them.
          </Trans>
        ) : (
          <Trans>Your rights on this mount point are still being read: the file is shown read-only.</Trans>
        )}
      </Alert.Title>
    </Alert.Root>
  );
}
