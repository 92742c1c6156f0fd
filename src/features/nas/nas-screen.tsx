/**
 * The NAS page: /nas lists the file systems (with "Create file system"), the mount points of the one chosen (with
 * "Create mount point" and each one's changes) and the vNAS servers; /nas/{id} shows an export's files.
 */
import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ExportTable } from './export-table';
import { FileSystemTable } from './file-system-table';
import { NasExportView } from './nas-export-view';
import { LazyCreateExportDialog, LazyCreateFileSystemDialog } from './storage/lazy-storage-dialogs';
import { useNasRights } from './storage/use-nas-rights';
import { VnasServers } from './storage/vnas-servers';
import { useFileSystems } from './use-nas';

export function NasScreen() {
  const { id } = useParams();
  return id ? <NasExportView key={id} nasId={id} /> : <NasOverview />;
}

function NasOverview() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const fileSystems = useFileSystems();
  const list = fileSystems.data?.fs_list ?? [];
  const first = list.find((fs) => fs.export_count > 0) ?? list[0];
  const chosen = search.get('fs') ?? first?.fs_id;
  const chosenFs = list.find((fs) => fs.fs_id === chosen);
  const chosenName = chosenFs?.name ?? chosen ?? '';
  const rights = useNasRights();
  const [creating, setCreating] = useState<'fs' | 'export' | null>(null);
  const select = (fsId: string) => setSearch({ fs: fsId }, { replace: true });
  return (
    <Stack gap="5">
      {rights.create && (
        <HStack justify="flex-end">
          <Button size="sm" colorPalette="blue" onClick={() => setCreating('fs')}>
            <Plus />
            <Trans>Create file system</Trans>
          </Button>
        </HStack>
      )}
      <FileSystemTable selected={chosen} onSelect={select} />
      {chosen && (
        <Card.Root size="sm">
          <Card.Header>
            <HStack justify="space-between" align="flex-start">
              <Stack gap="0">
                <Heading as="h2" size="sm">
                  {t`Mount points of ${chosenName}`}
                </Heading>
                <Text textStyle="xs" color="fg.muted">
                  {chosen}
                </Text>
              </Stack>
              {rights.create && chosenFs && (
                <Button size="sm" variant="outline" disabled={chosenFs.status !== 'Active'} onClick={() => setCreating('export')}>
                  <Plus />
                  <Trans>Create mount point</Trans>
                </Button>
              )}
            </HStack>
          </Card.Header>
          <Card.Body>
            <ExportTable key={chosen} fsId={chosen} fsName={chosenName} />
          </Card.Body>
        </Card.Root>
      )}
      <VnasServers />
      <LazyCreateFileSystemDialog open={creating === 'fs'} onClose={() => setCreating(null)} onCreated={select} />
      {chosenFs && (
        <LazyCreateExportDialog key={chosenFs.fs_id} fileSystem={chosenFs} open={creating === 'export'} onClose={() => setCreating(null)} />
      )}
    </Stack>
  );
}
