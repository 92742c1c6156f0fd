/**
 * The cluster detail page (spec section 2, /hpc_clusters/{id}/{tab}): the cluster's head with its actions, and its
 * tabs as links (client-side navigation, one panel per tab), each tab showing the cluster's data from the gateway.
 * Tabs whose feature is off are hidden (a hidden tab's URL goes to the node list). The route supplies the tabs
 * another area owns (nodes, queues, users, auto-scaling) as `tabs`.
 */
import { Box, Button, HStack, Spinner, Text, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { Cluster } from '@/api/generated/model/cluster';
import { errorMessage } from '@/shared/errors/error-message';
import { consolePath, useSession } from '@/shared/session/session-context';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { ClusterActions } from '../actions/cluster-actions';
import { clusterDetailSection } from '../cluster-columns';
import { isClusterTab, visibleClusterTabs, type ClusterTabId } from './cluster-tabs';
import { ClusterHeader } from './cluster-header';
import { JobListTab } from './job-list-tab';
import { LeaseInfoTab } from './lease-info-tab';
import { SharedAccountTab } from './shared-account-tab';
import { useCluster } from './use-cluster';

export type ClusterTabRenderers = Partial<Record<ClusterTabId, (cluster: Cluster) => ReactNode>>;

const OWN_TABS: ClusterTabRenderers = {
  job_list: (cluster) => <JobListTab cluster={cluster} />,
  shared_account: (cluster) => <SharedAccountTab cluster={cluster} />,
  lease_info: (cluster) => <LeaseInfoTab cluster={cluster} />,
};

export function ClusterDetailScreen({ tabs }: { tabs: ClusterTabRenderers }) {
  const { t, i18n } = useLingui();
  const { zone, portal, config } = useSession();
  const navigate = useNavigate();
  const clusterId = useParams().id ?? '';
  const segment = useLocation().pathname.split('/').pop();
  const current: ClusterTabId = isClusterTab(segment) ? segment : 'node_list';
  const { cluster, isPending, notFound, error, refetch } = useCluster(clusterId);
  const back = (
    <Button asChild variant="ghost" size="sm" mb="3">
      <RouterLink to={consolePath(zone, portal, 'hpc_clusters')}>
        <ChevronLeft /> <Trans>Back to clusters</Trans>
      </RouterLink>
    </Button>
  );

  if (isPending) {
    return (
      <HStack role="status" gap="2" py="10" justify="center">
        <Spinner size="sm" />
        <Text color="fg.muted">
          <Trans>Loading the cluster…</Trans>
        </Text>
      </HStack>
    );
  }
  if (!cluster) {
    return (
      <Box>
        {back}
        <VStack role="alert" gap="3" py="10">
          <Text color={notFound ? 'fg.muted' : 'fg.error'}>
            {notFound ? <Trans>Cluster {clusterId} does not exist or is not visible to you.</Trans> : errorMessage(error)}
          </Text>
          {!notFound && (
            <Button size="sm" variant="outline" onClick={refetch}>
              <Trans>Retry</Trans>
            </Button>
          )}
        </VStack>
      </Box>
    );
  }

  const visible = visibleClusterTabs(config?.features, cluster);
  if (!visible.some((tab) => tab.id === current))
    return <Navigate to={consolePath(zone, portal, clusterDetailSection(clusterId))} replace />;
  const render = tabs[current] ?? OWN_TABS[current];
  return (
    <Box>
      {back}
      <ClusterHeader
        cluster={cluster}
        actions={<ClusterActions cluster={cluster} variant="bar" onDeleted={() => navigate(consolePath(zone, portal, 'hpc_clusters'))} />}
      />
      <RouteTabs
        tabs={visible.map((tab) => ({
          value: tab.id,
          label: i18n._(tab.title),
          to: consolePath(zone, portal, clusterDetailSection(clusterId, tab.id)),
        }))}
        value={current}
        label={t`Cluster details`}
        replace={false}
      >
        {render ? render(cluster) : null}
      </RouteTabs>
    </Box>
  );
}
