/**
 * Cluster creation (spec sections 2 and 4, /hpc_clusters/create_hpc and create_ehpc): the kind of cluster, the way
 * back, and the multi-step creation flow (./create) when the zone offers the type. Sub-users reach it only with the
 * sub-user cluster creation flag (the route's CreationGuard).
 */
import { Alert, Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { ClusterType } from '@/api/generated/model/clusterType';
import { consolePath, useSession } from '@/shared/session/session-context';
import { CLUSTER_TYPE_NAMES, CLUSTER_TYPE_SUMMARIES } from './cluster-labels';
import { offeredClusterTypes } from './cluster-list-type';
import { CreateClusterFlow } from './create/create-cluster-flow';

export function CreateClusterScreen({ type }: { type: ClusterType }) {
  const { i18n } = useLingui();
  const { zone, portal, config } = useSession();
  const name = CLUSTER_TYPE_NAMES[type];
  const offered = offeredClusterTypes(config, zone).includes(type);
  return (
    <Box maxW="7xl">
      <HStack mb="3" gap="2">
        <Button asChild variant="ghost" size="sm">
          <RouterLink to={consolePath(zone, portal, 'hpc_clusters/select_type')}>
            <ChevronLeft /> <Trans>Choose another type</Trans>
          </RouterLink>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <RouterLink to={consolePath(zone, portal, 'hpc_clusters')}>
            <Trans>Back to clusters</Trans>
          </RouterLink>
        </Button>
      </HStack>
      <Heading as="h2" size="lg" mb="1">
        <Trans>Create {name} cluster</Trans>
      </Heading>
      <Text color="fg.muted" mb="6">
        {i18n._(CLUSTER_TYPE_SUMMARIES[type])}
      </Text>
      {offered ? (
        <CreateClusterFlow type={type} />
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>{name} clusters are not offered in this zone.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
