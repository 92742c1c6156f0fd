/**
 * The terminal popup (spec section 2, /terminal?instance_id=…&zone=…&is_cluster_node=1, or /terminal/container):
 * opened outside the console's zone, so it reads the instance and the zone from its query, finds the instance's
 * cluster among those the user may use (use-instance-cluster.ts) and opens its terminal (terminal-panel.tsx).
 */
import { Alert, Badge, Box, DataList, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/errors/error-message';
import { useZoneName } from '@/shared/session/zone-name';
import { ReadOnlyTerminalNotice, useTerminalOffered } from './read-only-notice';
import { TerminalPanel } from './terminal-panel';
import { useInstanceCluster } from './use-instance-cluster';

export function TerminalScreen({ createSocket }: { createSocket?: (url: string, protocols: string[]) => WebSocket } = {}) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const container = useLocation().pathname.endsWith('/terminal/container');
  const instanceId = searchParams.get('instance_id') ?? '';
  const zone = searchParams.get('zone') ?? '';
  const clusterNode = searchParams.get('is_cluster_node') === '1';
  const title = t`Web terminal`;
  useEffect(() => {
    document.title = instanceId ? `${instanceId} - ${title}` : title;
  }, [instanceId, title]);
  const zoneName = useZoneName();
  const zoneText = zone ? zoneName(zone) : '-';
  const { node, cluster, isPending, error } = useInstanceCluster(instanceId);
  const offered = useTerminalOffered(cluster);
  let terminal;
  if (isPending) {
    terminal = (
      <HStack role="status" gap="2">
        <Spinner size="sm" />
        <Text color="fg.muted">
          <Trans>Loading the node…</Trans>
        </Text>
      </HStack>
    );
  } else if (!node || !cluster) {
    terminal = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Failed to obtain server information</Trans>
          </Alert.Title>
          <Alert.Description>
            {error ? errorMessage(error) : <Trans>Instance {instanceId} is not a node of a cluster you may use.</Trans>}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  } else if (!offered) {
    terminal = <ReadOnlyTerminalNotice />;
  } else {
    const name = node.name || node.hostname || node.node_id;
    terminal = <TerminalPanel target={{ clusterId: cluster.cluster_id, instanceId }} nodeName={name} createSocket={createSocket} />;
  }
  return (
    <Box as="main" p="5" minH="100vh" display="flex" flexDirection="column">
      <HStack gap="3" mb="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {container && (
          <Badge colorPalette="purple">
            <Trans>Container</Trans>
          </Badge>
        )}
        {clusterNode && (
          <Badge colorPalette="blue">
            <Trans>Cluster node</Trans>
          </Badge>
        )}
      </HStack>
      {instanceId ? (
        <>
          <DataList.Root orientation="horizontal" size="sm" mb="4">
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Instance</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono">{instanceId}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Zone</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>{zoneText}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {terminal}
        </>
      ) : (
        <Text color="fg.muted">
          <Trans>No instance was given: open the terminal from a node of a cluster.</Trans>
        </Text>
      )}
    </Box>
  );
}
