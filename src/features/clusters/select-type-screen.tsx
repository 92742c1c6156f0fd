/**
 * Choosing the kind of cluster to create (spec section 2, /hpc_clusters/select_type): one card per type, enabled
 * when the configuration's feature flag and the zone's supported_zones entry both offer it.
 */
import { Badge, Box, Button, Card, HStack, List, SimpleGrid, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { ClusterType } from '@/api/generated/model/clusterType';
import { consolePath, useSession } from '@/shared/session/session-context';
import { CLUSTER_TYPE_NAMES, CLUSTER_TYPE_SUMMARIES } from './cluster-labels';
import { offeredClusterTypes } from './cluster-list-type';

const TYPE_POINTS: Record<ClusterType, MessageDescriptor[]> = {
  hpc: [
    msg`No nodes to manage: a login node and the platform's controller come with it, and jobs run on the shared compute queue`,
    msg`Billed by the core-hours your jobs use; the nodes are not billed`,
    msg`Dedicated queues can be bound later (billed per node-hour)`,
  ],
  ehpc: [
    msg`Controller, login and compute nodes of your own`,
    msg`Pay by usage or monthly`,
    msg`Queues with auto-scaling of compute nodes`,
  ],
};

export const CREATE_PATHS: Record<ClusterType, string> = { hpc: 'hpc_clusters/create_hpc', ehpc: 'hpc_clusters/create_ehpc' };

export function SelectTypeScreen() {
  const { i18n } = useLingui();
  const { zone, portal, config } = useSession();
  const offered = offeredClusterTypes(config, zone);
  return (
    <Box maxW="4xl">
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to={consolePath(zone, portal, 'hpc_clusters')}>
          <ChevronLeft /> <Trans>Back to clusters</Trans>
        </RouterLink>
      </Button>
      <Text mb="4" color="fg.muted">
        <Trans>Choose the kind of cluster to create.</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {(['hpc', 'ehpc'] as const).map((type) => {
          const enabled = offered.includes(type);
          const name = CLUSTER_TYPE_NAMES[type];
          return (
            <Card.Root
              key={type}
              variant="outline"
              opacity={enabled ? 1 : 0.6}
              aria-disabled={!enabled || undefined}
              data-testid={`cluster-type-${type}`}
            >
              <Card.Header>
                <HStack justify="space-between">
                  <Card.Title as="h2">
                    {type === 'hpc' ? <Trans>{name} cluster</Trans> : <Trans>{name} cluster (elastic)</Trans>}
                  </Card.Title>
                  {!enabled && (
                    <Badge colorPalette="gray">
                      <Trans>Not offered in this zone</Trans>
                    </Badge>
                  )}
                </HStack>
                <Card.Description>{i18n._(CLUSTER_TYPE_SUMMARIES[type])}</Card.Description>
              </Card.Header>
              <Card.Body>
                <List.Root gap="1" ps="4">
                  {TYPE_POINTS[type].map((point) => (
                    <List.Item key={point.id}>{i18n._(point)}</List.Item>
                  ))}
                </List.Root>
              </Card.Body>
              <Card.Footer>
                {enabled ? (
                  <Button asChild colorPalette="blue">
                    <RouterLink to={consolePath(zone, portal, CREATE_PATHS[type])}>
                      <Trans>Create {name} cluster</Trans>
                    </RouterLink>
                  </Button>
                ) : (
                  <Button disabled variant="subtle">
                    <Trans>Create {name} cluster</Trans>
                  </Button>
                )}
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
