/**
 * An export's files (/nas/{nas_id}?fs=…&prefix=…): the file tree on the left; on the right the export's summary
 * and the file manager of the folder shown (files/). IAM users see only their own folders (the gateway filters).
 */
import { Alert, Card, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import type { NasExport } from '@/api/generated/model/nasExport';
import { errorMessage } from '@/shared/errors/error-message';
import { StatusBadge } from '@/shared/ui/status-badge';
import { FileManager } from './files/file-manager';
import { UploadButton } from './files/upload/upload-button';
import { NasTree } from './nas-tree';
import { NasUsage } from './nas-usage';
import { useExport, useNasIndex } from './use-nas';

export function NasExportView({ nasId }: { nasId: string }) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const prefix = search.get('prefix') ?? '';
  const index = useNasIndex();
  const listed = index.find(nasId);
  const fsId = search.get('fs') ?? listed?.fs_id;
  const detail = useExport(fsId ?? undefined, nasId);
  const item: NasExport | undefined = detail.data?.nas_export ?? listed;
  const notFound = !index.loading && !fsId && !listed;
  // The files are asked for once the mount point is known to be the user's: a sub-user's unseen one (ADR 0013) or
  // another account's shows the notice above, not a refused listing.
  const known = Boolean(listed ?? detail.data);

  return (
    <Flex gap="4" align={{ base: 'stretch', lg: 'flex-start' }} direction={{ base: 'column', lg: 'row' }}>
      <Card.Root size="sm" width={{ base: 'full', lg: '72' }} flexShrink={0} as="nav" aria-label={t`File tree`}>
        <Card.Body px="2" py="2" maxH="80vh" overflow="auto">
          {index.loading && index.fileSystems.length === 0 ? (
            <Skeleton height="24" />
          ) : (
            <NasTree index={index} current={{ nasId, prefix }} />
          )}
        </Card.Body>
      </Card.Root>
      <Stack gap="3" flex="1" minW="0">
        {notFound ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t`This mount point does not exist or is not yours.`}</Alert.Title>
          </Alert.Root>
        ) : detail.error && !listed ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(detail.error)}</Alert.Title>
          </Alert.Root>
        ) : (
          <ExportSummary item={item} />
        )}
        {known ? (
          <FileManager
            key={`${nasId}/${prefix}`}
            item={{ nas_id: nasId, fs_id: fsId ?? '' }}
            name={item?.name ?? nasId}
            prefix={prefix}
            clusterIds={item?.cluster_ids}
            upload={<UploadButton nasId={nasId} prefix={prefix} />}
          />
        ) : (
          !notFound && <Skeleton height="40" />
        )}
      </Stack>
    </Flex>
  );
}

function ExportSummary({ item }: { item: NasExport | undefined }) {
  const { t } = useLingui();
  if (!item) return <Skeleton height="20" />;
  return (
    <Card.Root size="sm">
      <Card.Body>
        <HStack gap="6" wrap="wrap" align="flex-start">
          <Stack gap="0">
            <HStack gap="2">
              <Text fontWeight="semibold">{item.name}</Text>
              <StatusBadge status={item.status} />
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              {item.nas_id} · {item.export_path}
            </Text>
            {item.description && <Text textStyle="sm">{item.description}</Text>}
          </Stack>
          <NasUsage usedBytes={item.used} totalGiB={item.quota} />
          <Stack gap="0" textStyle="sm">
            <Text color="fg.muted">{t`Mounted by`}</Text>
            <Text>{item.cluster_names?.length ? item.cluster_names.join(', ') : t`Not mounted`}</Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
