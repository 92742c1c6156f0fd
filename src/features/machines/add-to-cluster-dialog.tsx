/**
 * "Add to cluster" for free machines (ADR 0065): a registered Slurm cluster is chosen (one that does not take
 * machines shown, not choosable, with why), then each machine gets the cluster's munge key and starts slurmd as a
 * node. It can take up to a minute: the dialog says so while it works. A refusal names the machine and why, in the
 * gateway's words, in the dialog; nothing was changed and another cluster can be chosen.
 */
import { Alert, Box, List, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addMachineNodes, getListMachinesQueryKey } from '@/api/generated/endpoints/machines/machines';
import { getListSlurmClustersQueryKey, useListSlurmClusters } from '@/api/generated/endpoints/slurm-clusters/slurm-clusters';
import type { Machine } from '@/api/generated/model/machine';
import { ActionDialog } from '@/shared/actions/action-dialog';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { errorMessage, showSuccessToast } from '@/shared/errors';

export interface AddToClusterDialogProps {
  machines: Machine[];
  onClose(): void;
  /** The machines joined (the selection is over). */
  onDone(): void;
}

export function AddToClusterDialog({ machines, onClose, onDone }: AddToClusterDialogProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const clusters = useListSlurmClusters({ limit: 100 });
  const [clusterId, setClusterId] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | undefined>();
  const count = machines.length;
  const choices = clusters.data?.slurm_cluster_set ?? [];
  const chosen = choices.find((cluster) => cluster.cluster_id === clusterId);

  const join = useOneAtATime(async (target: string) => {
    setRefused(undefined);
    try {
      await addMachineNodes({ cluster_id: target, machine_ids: machines.map((machine) => machine.machine_id) });
      await Promise.all([
        client.invalidateQueries({ queryKey: getListMachinesQueryKey() }),
        client.invalidateQueries({ queryKey: getListSlurmClustersQueryKey() }),
      ]);
      const name = chosen?.cluster_name ?? target;
      showSuccessToast(plural(count, { one: `# machine is now a node of ${name}`, other: `# machines are now nodes of ${name}` }));
      onDone();
      onClose();
    } catch (error) {
      setRefused(errorMessage(error));
    }
  });

  return (
    <ActionDialog
      open
      onClose={onClose}
      size="lg"
      title={plural(count, { one: 'Add # machine to a cluster', other: 'Add # machines to a cluster' })}
      confirmLabel={<Trans>Add as nodes</Trans>}
      confirmDisabled={!chosen?.takes_machines}
      busy={join.pending}
      onConfirm={() => (clusterId ? join.run(clusterId) : undefined)}
    >
      <Text textStyle="sm">
        <Trans>Machines:</Trans> {machines.map((machine) => machine.name).join(', ')}
      </Text>
      {clusters.isPending ? (
        <Spinner size="sm" />
      ) : choices.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No Slurm cluster is registered in this zone yet: register one on the Slurm clusters page first.</Trans>
        </Text>
      ) : (
        <RadioGroup.Root
          value={clusterId}
          onValueChange={(details) => {
            setClusterId(details.value);
            setRefused(undefined);
          }}
          disabled={join.pending}
          aria-label={t`Cluster`}
        >
          <Stack gap="3">
            {choices.map((cluster) => {
              const owner = cluster.owner_name ?? cluster.owner;
              const feature = cluster.node_feature;
              return (
                <RadioGroup.Item key={cluster.cluster_id} value={cluster.cluster_id} disabled={!cluster.takes_machines} alignItems="start">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator mt="0.5" />
                  <RadioGroup.ItemText>
                    <Box as="span" fontWeight="medium" color={cluster.takes_machines ? undefined : 'fg.muted'}>
                      {cluster.cluster_name}
                    </Box>
                    <Text as="span" display="block" textStyle="xs" color="fg.muted">
                      {cluster.takes_machines
                        ? feature
                          ? t`Owner ${owner}; its nodes get the feature ${feature}`
                          : t`Owner ${owner}`
                        : t`Cannot take machines: it needs its munge key and slurmctld's address (Edit it on the Slurm clusters page).`}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              );
            })}
          </Stack>
        </RadioGroup.Root>
      )}
      {refused && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The machines were not added; nothing was changed</Trans>
            </Alert.Title>
            <Alert.Description>{refused}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {join.pending ? (
        <Text textStyle="sm" color="fg.muted" role="status">
          <Trans>
            Each machine gets the cluster's munge key and starts slurmd, then the console waits for slurmctld to list it: this can take up
            to a minute.
          </Trans>
        </Text>
      ) : (
        <List.Root ps="5" textStyle="xs" color="fg.muted">
          <List.Item>
            <Trans>
              A machine that cannot join (no answer, a refused key, a missing account or shared path, slurmctld out of reach) stops the
              whole request, and every machine is left as it was.
            </Trans>
          </List.Item>
        </List.Root>
      )}
    </ActionDialog>
  );
}
