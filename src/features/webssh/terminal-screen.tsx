/**
 * The terminal popup (spec section 2, /terminal?instance_id=…&zone=…&is_cluster_node=1, or /terminal/container):
 * opened outside the console's zone, so it reads the instance and the zone from its query only.
 */
import { Badge, Box, DataList, Heading, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { TerminalPlaceholder } from './terminal-placeholder';

export function TerminalScreen() {
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
  const zoneText = zone ? zone.toUpperCase() : '-';
  return (
    <Box as="main" p="5" minH="100vh">
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
          <TerminalPlaceholder target={instanceId} />
        </>
      ) : (
        <Text color="fg.muted">
          <Trans>No instance was given: open the terminal from a node of a cluster.</Trans>
        </Text>
      )}
    </Box>
  );
}
