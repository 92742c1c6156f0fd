/**
 * The EHPC cluster's auto-scaling tab: its queues' expand and shrink policies, which who may change the cluster
 * creates, edits, enables, disables and deletes (an owner, a read-write member; a read-only member only reads),
 * then the history of their runs. Assembled into the cluster page by its route (src/app/routes/cluster-detail.tsx).
 */
import { Box, Button, Heading, HStack, Spacer, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Cluster } from '@/api/generated/model/cluster';
import { clusterPermissions } from '@/shared/session/cluster-permissions';
import { consolePath, useSession } from '@/shared/session/session-context';
import { LogTable } from './log-table';
import { LazyPolicyDialog } from './lazy-policy-dialog';
import { PolicyTable } from './policy-table';

const GONE = ['ceased', 'terminated', 'deleted'];

/** Who may change the cluster's policies: who may change what runs in it (queues), the cluster not gone. */
export function canChangePolicies(
  user: Parameters<typeof clusterPermissions>[0],
  cluster: Pick<Cluster, 'project_info' | 'status'>,
): boolean {
  return clusterPermissions(user, cluster).change && !GONE.includes(cluster.status);
}

export function AutoScalePanel({ cluster }: { cluster: Cluster }) {
  const { user, zone, portal } = useSession();
  const [creating, setCreating] = useState(false);
  const canChange = canChangePolicies(user, cluster);
  const clusterId = cluster.cluster_id;
  return (
    <Stack gap="6">
      <Box>
        <HStack mb="3">
          <Heading as="h3" size="md">
            <Trans>Policies</Trans>
          </Heading>
          <Spacer />
          {canChange && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus /> <Trans>Create policy</Trans>
            </Button>
          )}
        </HStack>
        <PolicyTable clusterId={clusterId} canChange={canChange} />
        {creating && <LazyPolicyDialog open clusterId={clusterId} onClose={() => setCreating(false)} />}
      </Box>
      <Box>
        <Heading as="h3" size="md" mb="3">
          <Trans>History</Trans>
        </Heading>
        <LogTable clusterId={clusterId} nodeListPath={consolePath(zone, portal, `hpc_clusters/${clusterId}/node_list`)} />
      </Box>
    </Stack>
  );
}
