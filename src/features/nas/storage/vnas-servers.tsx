/**
 * The account's vNAS (S2 servers, DescribeS2Servers: the active ones, S2 server query 1024), each with its shared
 * targets; a vNAS without one says what to do: bind a shared target in the vNas detail (spec section 8), since a
 * cluster can mount a vNAS only through one (ADR 0011). Each server's ID can be copied (the cluster creation asks for it).
 */
import { Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useDescribeS2Servers } from '@/api/generated/endpoints/storage/storage';
import type { S2Server } from '@/api/generated/model/s2Server';
import { formatDateTime } from '@/shared/format';
import { DataTable, tableStateOf, type DataTableColumn } from '@/shared/ui/data-table';
import { CopyButton } from '@/shared/ui/copy-button';
import { StatusBadge } from '@/shared/ui/status-badge';

/** Section 9: S2 servers 1024. */
const S2_QUERY_LIMIT = 1024;

export function VnasServers() {
  const { t } = useLingui();
  const query = useDescribeS2Servers(
    { status: ['active'], limit: S2_QUERY_LIMIT, sort_key: 'create_time', reverse: 1 },
    { query: { staleTime: 30_000 } },
  );
  const columns = useMemo<DataTableColumn<S2Server>[]>(
    () => [
      {
        id: 'name',
        header: t`Name / ID`,
        cell: (server) => (
          <Stack gap="0">
            <Text fontWeight="medium">{server.name}</Text>
            <HStack gap="1">
              <Text textStyle="xs" color="fg.muted">
                {server.s2_server_id}
              </Text>
              <CopyButton text={server.s2_server_id} />
            </HStack>
          </Stack>
        ),
      },
      { id: 'status', header: t`Status`, cell: (server) => <StatusBadge status={server.status} /> },
      {
        id: 'targets',
        header: t`Shared targets`,
        cell: (server) =>
          server.shared_targets.length ? (
            <Stack gap="0">
              {server.shared_targets.map((target) => (
                <Text key={target.shared_target_id} textStyle="sm" fontFamily="mono">
                  {target.export_name}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text textStyle="sm" color="orange.fg">
              <Trans>No shared target: bind a shared target to it in the vNas detail before a cluster can mount it.</Trans>
            </Text>
          ),
      },
      { id: 'address', header: t`Address`, cell: (server) => server.private_ip ?? '-' },
      { id: 'network', header: t`Network`, cell: (server) => server.vxnet_name ?? server.vxnet_id ?? '-' },
      { id: 'create_time', header: t`Created`, cell: (server) => formatDateTime(server.create_time) },
    ],
    [t],
  );
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="sm">
          <Trans>vNAS servers</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataTable
          label={t`vNAS servers`}
          columns={columns}
          rows={query.data?.s2_server_set}
          rowKey={(server) => server.s2_server_id}
          emptyText={t`No active vNAS servers`}
          {...tableStateOf(query)}
        />
      </Card.Body>
    </Card.Root>
  );
}
