/**
 * What a read-only member of a shared cluster sees instead of a terminal: the gateway opens no shell for it (a shell
 * on a node can change what the member may only read, ADR 0043), so the page says so rather than offering a login.
 */
import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Cluster } from '@/api/generated/model/cluster';
import { clusterPermissions } from '@/shared/session/cluster-permissions';
import { useSignedInUser } from '@/shared/session/session-context';

/**
 * Whether the user may open a shell on the cluster's nodes: the gateway's rule (it changes what runs there). The
 * terminal popup runs outside the started console and reads the user itself; until it is known the terminal is
 * offered (the gateway still refuses a read-only member).
 */
export function useTerminalOffered(cluster: Pick<Cluster, 'project_info'> | undefined): boolean {
  const user = useSignedInUser();
  return !cluster || !user || clusterPermissions(user, cluster).change;
}

export function ReadOnlyTerminalNotice() {
  return (
    <Alert.Root status="info" data-testid="terminal-read-only">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>You are a read-only member of this shared cluster: it offers you no web terminal.</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>A shell on a node can change files and jobs. Ask the cluster's owner for read-write access if you need one.</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
