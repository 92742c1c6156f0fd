/**
 * The site's machine pool (ADR 0065), the zone administrator's: each machine's address, SSH user, CPUs, memory and
 * state (free, joining, a node of a registered cluster with its status and health, leaving) and what went wrong
 * last; Add machine; for the rows chosen, Add to cluster (free machines) and Return to pool (nodes); Remove a free one.
 */
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus, Undo2, Waypoints } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useListMachines } from '@/api/generated/endpoints/machines/machines';
import type { Machine } from '@/api/generated/model/machine';
import { lazyDialog } from '@/shared/actions/lazy-dialog';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { RefreshButton } from '@/shared/ui/refresh-button';
import { useRowSelection } from '@/shared/ui/use-row-selection';
import { AddToClusterDialog } from './add-to-cluster-dialog';
import { isFree, isNode, memoryGiB } from './machine-labels';
import { MachineStateCell } from './machine-state';
import { ReleaseMachinesDialog } from './release-machines-dialog';
import { RemoveMachineDialog } from './remove-machine-dialog';

/** The form's code (rjsf and the contract's rules) loads when it first opens, not with the list. */
const LazyAddMachineDialog = lazyDialog(() => import('./add-machine-dialog').then((module) => module.AddMachineDialog));

type Shown = { kind: 'add' } | { kind: 'join' | 'release'; machines: Machine[] } | { kind: 'remove'; machine: Machine };

const machineKey = (machine: Machine) => machine.machine_id;
/** Joining and leaving take seconds: the list is read again meanwhile. */
const passing = (machine: Machine) => machine.state === 'joining' || machine.state === 'leaving';

export function MachinesScreen() {
  const { t } = useLingui();
  const list = useListParams();
  const params = useMemo(() => ({ limit: list.limit, offset: list.offset }), [list.limit, list.offset]);
  const query = useListMachines(params, {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval: (current) => (current.state.data?.machine_set.some(passing) ? 3000 : 30_000),
    },
  });
  const rows = query.data?.machine_set;
  const chosen = useRowSelection(rows, machineKey, JSON.stringify(params));
  const [shown, setShown] = useState<Shown | undefined>();
  const close = () => setShown(undefined);

  const columns = useMemo<DataTableColumn<Machine>[]>(
    () => [
      {
        id: 'name',
        header: t`Name`,
        cell: (machine) => (
          <Stack gap="0">
            <Text fontWeight="medium">{machine.name}</Text>
            {machine.hostname && machine.hostname !== machine.name && (
              <Text textStyle="xs" color="fg.muted" title={t`The name the machine gives itself`}>
                {machine.hostname}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'address',
        header: t`Address`,
        cell: (machine) => (
          <Text fontFamily="mono" textStyle="xs" whiteSpace="normal" wordBreak="break-all" minW="32" maxW="56">
            {machine.address}:{machine.port}
          </Text>
        ),
      },
      { id: 'user', header: t`SSH user`, cell: (machine) => <Text fontFamily="mono">{machine.user}</Text> },
      { id: 'cpus', header: t`CPUs`, align: 'end', cell: (machine) => machine.cpus },
      { id: 'memory', header: t`Memory (GiB)`, align: 'end', cell: (machine) => memoryGiB(machine.memory_mb) },
      { id: 'state', header: t`State`, cell: (machine) => <MachineStateCell machine={machine} /> },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (machine) => {
          const name = machine.name;
          return isFree(machine) ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => setShown({ kind: 'remove', machine })}
              aria-label={t`Remove ${name}`}
            >
              {t`Remove`}
            </Button>
          ) : null;
        },
      },
    ],
    [t],
  );

  const picked = chosen.rows;
  const canJoin = picked.length > 0 && picked.every(isFree);
  const canRelease = picked.length > 0 && picked.every(isNode);
  const count = picked.length;
  return (
    <Stack gap="4" maxW="7xl">
      <Heading as="h1" size="lg">
        <Trans>Machines</Trans>
      </Heading>
      <Text color="fg.muted" maxW="3xl">
        <Trans>
          The machine pool: machines of the site the console reaches over SSH. A free machine can be added to a registered Slurm cluster as
          a node, and returned to the pool when it is no longer needed there.
        </Trans>
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button colorPalette="blue" size="sm" onClick={() => setShown({ kind: 'add' })}>
          <Plus />
          <Trans>Add machine</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!canJoin}
          title={count > 0 && !canJoin ? t`Only free machines can be added to a cluster` : undefined}
          onClick={() => setShown({ kind: 'join', machines: picked })}
        >
          <Waypoints />
          <Trans>Add to cluster</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!canRelease}
          title={count > 0 && !canRelease ? t`Only nodes can be returned to the pool` : undefined}
          onClick={() => setShown({ kind: 'release', machines: picked })}
        >
          <Undo2 />
          <Trans>Return to pool</Trans>
        </Button>
        <RefreshButton compact onRefresh={() => void query.refetch()} fetching={query.isFetching} />
        {count > 0 && (
          <Text textStyle="sm" color="fg.muted">
            <Trans>{count} selected</Trans>
          </Text>
        )}
      </HStack>
      <DataTable
        label={t`Machines`}
        columns={columns}
        rows={rows}
        rowKey={machineKey}
        totalCount={query.data?.total_count}
        list={list}
        selection={{ ...chosen.selection, isSelectable: (machine) => !passing(machine) }}
        emptyText={t`No machine in the pool yet. Add one the gateway can reach over SSH as root (or a user with password-less sudo), with slurmd and munged installed.`}
        {...tableStateOf(query)}
      />
      {shown?.kind === 'add' && <LazyAddMachineDialog open onClose={close} />}
      {shown?.kind === 'join' && <AddToClusterDialog machines={shown.machines} onClose={close} onDone={chosen.clear} />}
      {shown?.kind === 'release' && <ReleaseMachinesDialog machines={shown.machines} onClose={close} onDone={chosen.clear} />}
      {shown?.kind === 'remove' && <RemoveMachineDialog machine={shown.machine} onClose={close} />}
    </Stack>
  );
}
