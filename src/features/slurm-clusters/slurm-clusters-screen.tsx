/**
 * A site's own Slurm clusters (ADR 0065), the zone administrator's: what registering does, the registered clusters
 * of the zone with their owner, slurmrestd's address and API version, their health (the last sync) and machines of
 * the pool, Register, and each one's Edit and Remove.
 */
import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useListSlurmClusters } from '@/api/generated/endpoints/slurm-clusters/slurm-clusters';
import type { SlurmCluster } from '@/api/generated/model/slurmCluster';
import { lazyDialog } from '@/shared/actions/lazy-dialog';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { RefreshButton } from '@/shared/ui/refresh-button';
import { ClusterHealth } from './cluster-health';
import { RemoveSlurmClusterDialog } from './remove-slurm-cluster-dialog';

/** The form's code (rjsf and the contract's rules) loads when it first opens, not with the list. */
const LazySlurmClusterFormDialog = lazyDialog(() => import('./slurm-cluster-form-dialog').then((module) => module.SlurmClusterFormDialog));

type Shown = { kind: 'register' } | { kind: 'edit'; cluster: SlurmCluster } | { kind: 'remove'; cluster: SlurmCluster };

export function SlurmClustersScreen() {
  const { t } = useLingui();
  const list = useListParams();
  const params = useMemo(() => ({ limit: list.limit, offset: list.offset }), [list.limit, list.offset]);
  const query = useListSlurmClusters(params, { query: { placeholderData: keepPreviousData, refetchInterval: 15_000 } });
  const [shown, setShown] = useState<Shown | undefined>();
  const close = () => setShown(undefined);

  const columns = useMemo<DataTableColumn<SlurmCluster>[]>(
    () => [
      { id: 'name', header: t`Name`, cell: (cluster) => <Text fontWeight="medium">{cluster.cluster_name}</Text> },
      {
        id: 'owner',
        header: t`Owner`,
        cell: (cluster) => <Text title={cluster.owner_name ? cluster.owner : undefined}>{cluster.owner_name ?? cluster.owner}</Text>,
      },
      {
        id: 'rest',
        header: t`slurmrestd address`,
        cell: (cluster) => (
          // Table cells do not wrap: a long address breaks anywhere, within its own width.
          <Text fontFamily="mono" textStyle="xs" whiteSpace="normal" wordBreak="break-all" minW="40" maxW="56">
            {cluster.rest_url}
          </Text>
        ),
      },
      { id: 'api', header: t`API version`, cell: (cluster) => <Text fontFamily="mono">{cluster.api_version ?? '—'}</Text> },
      { id: 'health', header: t`Health`, cell: (cluster) => <ClusterHealth health={cluster.health} /> },
      { id: 'machines', header: t`Machines`, align: 'end', cell: (cluster) => cluster.machine_count },
      {
        id: 'takes',
        header: t`Takes machines`,
        cell: (cluster) =>
          cluster.takes_machines ? (
            <Badge colorPalette="green" variant="subtle">
              <Trans>Yes</Trans>
            </Badge>
          ) : (
            <Badge colorPalette="gray" variant="subtle" title={t`Needs its munge key and slurmctld's address`}>
              <Trans>No</Trans>
            </Badge>
          ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (cluster) => {
          const name = cluster.cluster_name;
          return (
            <HStack gap="2" justify="end">
              <Button size="xs" variant="outline" onClick={() => setShown({ kind: 'edit', cluster })} aria-label={t`Edit ${name}`}>
                {t`Edit`}
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => setShown({ kind: 'remove', cluster })}
                aria-label={t`Remove ${name}`}
              >
                {t`Remove`}
              </Button>
            </HStack>
          );
        },
      },
    ],
    [t],
  );

  return (
    <Stack gap="4" maxW="7xl">
      <Heading as="h1" size="lg">
        <Trans>Slurm clusters</Trans>
      </Heading>
      <Text color="fg.muted" maxW="3xl">
        <Trans>
          Registering a running Slurm cluster of the site makes it a cluster of its owner in the console: its partitions become queues, its
          nodes the owner's nodes, and each mapped user's jobs run as their own cluster account. The console checks slurmrestd, the JWT key
          and the shared storage before saving anything.
        </Trans>
      </Text>
      <HStack>
        <Button colorPalette="blue" size="sm" onClick={() => setShown({ kind: 'register' })}>
          <Plus />
          <Trans>Register cluster</Trans>
        </Button>
        <RefreshButton compact onRefresh={() => void query.refetch()} fetching={query.isFetching} />
      </HStack>
      <DataTable
        label={t`Slurm clusters`}
        columns={columns}
        rows={query.data?.slurm_cluster_set}
        rowKey={(cluster) => cluster.cluster_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={
          <Stack align="center" gap="3">
            <Text maxW="xl">
              <Trans>
                No Slurm cluster is registered yet. Registering one lets its owner and the users mapped to its accounts submit jobs to it
                from the console, and lets you add machines of the pool to it as nodes.
              </Trans>
            </Text>
            <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setShown({ kind: 'register' })}>
              <Plus />
              <Trans>Register a Slurm cluster</Trans>
            </Button>
          </Stack>
        }
        {...tableStateOf(query)}
      />
      {shown?.kind === 'register' && <LazySlurmClusterFormDialog open onClose={close} />}
      {shown?.kind === 'edit' && <LazySlurmClusterFormDialog open cluster={shown.cluster} onClose={close} />}
      {shown?.kind === 'remove' && <RemoveSlurmClusterDialog cluster={shown.cluster} onClose={close} />}
    </Stack>
  );
}
