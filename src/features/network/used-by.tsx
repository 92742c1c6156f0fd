/** The clusters using a network, router or EIP (the gateway's `clusters`: those the user sees), each a link to its detail. */
import { Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { UsedBy as UsedByList } from '@/api/generated/model/usedBy';
import { consolePath, useSession } from '@/shared/session/session-context';

export function UsedBy({ clusters }: { clusters: UsedByList | undefined }) {
  const { zone, portal } = useSession();
  if (!clusters?.length) {
    return (
      <Text color="fg.muted">
        <Trans>No cluster</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="0.5">
      {clusters.map((cluster) => (
        <Link key={cluster.cluster_id} asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={consolePath(zone, portal, `hpc_clusters/${cluster.cluster_id}`)} title={cluster.cluster_id}>
            {cluster.cluster_name}
          </RouterLink>
        </Link>
      ))}
    </Stack>
  );
}
