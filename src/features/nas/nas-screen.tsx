/** The NAS page: /nas lists the file systems and the mount points of the one chosen; /nas/{id} shows an export's files. */
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { ExportTable } from './export-table';
import { FileSystemTable } from './file-system-table';
import { NasExportView } from './nas-export-view';
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
  const chosenName = list.find((fs) => fs.fs_id === chosen)?.name ?? chosen ?? '';
  return (
    <Stack gap="5">
      <FileSystemTable selected={chosen} onSelect={(fsId) => setSearch({ fs: fsId }, { replace: true })} />
      {chosen && (
        <Card.Root size="sm">
          <Card.Header>
            <Heading as="h2" size="sm">
              {t`Mount points of ${chosenName}`}
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              {chosen}
            </Text>
          </Card.Header>
          <Card.Body>
            <ExportTable key={chosen} fsId={chosen} fsName={chosenName} />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
