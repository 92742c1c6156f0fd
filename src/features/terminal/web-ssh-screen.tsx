/**
 * The web terminal page (spec section 2, /hpc_web_ssh/{id}?instanceId=…), opened in its own tab without the side
 * menu: the node being connected to, then its terminal (terminal-panel.tsx) once the node is an active one.
 */
import { Alert, Box, Button, DataList, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/errors/error-message';
import { useFeature } from '@/shared/session/session-context';
import { DataListItem } from '@/shared/ui/data-list-item';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ReadOnlyTerminalNotice, useTerminalOffered } from './read-only-notice';
import { TerminalPanel } from './terminal-panel';
import { useSshNode } from './use-ssh-node';

export function WebSshScreen({ createSocket }: { createSocket?: (url: string, protocols: string[]) => WebSocket } = {}) {
  const clusterId = useParams().id ?? '';
  const instanceId = useSearchParams()[0].get('instanceId') ?? '';
  const { node, cluster, clusterName, isPending, error, refetch } = useSshNode(clusterId, instanceId);
  const offered = useTerminalOffered(cluster);
  const webSshOn = useFeature('web_ssh');

  let body: ReactNode;
  if (!webSshOn) {
    body = (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Web SSH is not enabled for this account.</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  } else if (!instanceId) {
    body = (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>No node was given: open the web terminal from a login node of the cluster.</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  } else if (isPending) {
    body = (
      <HStack role="status" gap="2">
        <Spinner size="sm" />
        <Text color="fg.muted">
          <Trans>Loading the node…</Trans>
        </Text>
      </HStack>
    );
  } else if (!node) {
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Failed to obtain server information</Trans>
          </Alert.Title>
          <Alert.Description>
            {error ? (
              errorMessage(error)
            ) : (
              <Trans>
                Instance {instanceId} is not a node of cluster {clusterId}.
              </Trans>
            )}
          </Alert.Description>
        </Alert.Content>
        {error && (
          <Button size="sm" variant="outline" onClick={refetch}>
            <Trans>Retry</Trans>
          </Button>
        )}
      </Alert.Root>
    );
  } else {
    const target = node.name || node.hostname || node.node_id;
    body = (
      <>
        <DataList.Root orientation="horizontal" size="sm" mb="3">
          <DataListItem label={<Trans>Node</Trans>}>
            {target} ({node.node_id})
          </DataListItem>
          <DataListItem label={<Trans>Host name</Trans>}>{node.hostname ?? '-'}</DataListItem>
          <DataListItem label={<Trans>Status</Trans>}>
            <StatusBadge status={node.transition_status || node.status} />
          </DataListItem>
          <DataListItem label={<Trans>Private IP</Trans>}>{node.private_ip ?? '-'}</DataListItem>
          <DataListItem label={<Trans>EIP</Trans>}>{node.eip?.eip_addr ?? '-'}</DataListItem>
          <DataListItem label={<Trans>Instance</Trans>}>{instanceId}</DataListItem>
        </DataList.Root>
        {node.status !== 'active' ? (
          <Alert.Root status="warning" mb="4">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>The node is not active: a terminal can only connect to an active node.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : offered ? (
          <TerminalPanel target={{ clusterId, instanceId }} nodeName={target} createSocket={createSocket} />
        ) : (
          <ReadOnlyTerminalNotice />
        )}
      </>
    );
  }

  return (
    <Box display="flex" flexDirection="column" minH="80vh">
      <Heading as="h2" size="lg" mb="1">
        {clusterName ? <Trans>Web terminal of {clusterName}</Trans> : <Trans>Web terminal</Trans>}
      </Heading>
      <Text color="fg.muted" mb="4" fontFamily="mono" textStyle="sm">
        {clusterId}
      </Text>
      {body}
    </Box>
  );
}
