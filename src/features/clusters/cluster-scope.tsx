/**
 * The cluster chooser of the per-cluster pages (/nodes, /queues, /users, /job_templates): the page shows the data
 * of the cluster chosen here. The choice lives in the URL (?cluster_id=…) so it survives reloads and can be linked;
 * without one the newest cluster is shown (or all clusters, where the page allows it).
 */
import { Box, Button, Field, HStack, NativeSelect, Spinner, Text, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { Cluster } from '@/api/generated/model/cluster';
import { useListedClusters } from '@/shared/clusters/listed-clusters';
import { errorMessage } from '@/shared/errors/error-message';
import { consolePath, useSession } from '@/shared/session/session-context';
import { clusterDetailSection } from './cluster-columns';
import { CLUSTER_TYPE_NAMES } from './cluster-labels';
import { NoClusterState } from './no-cluster-state';

export const CLUSTER_PARAM = 'cluster_id';
const ALL_CLUSTERS = '';

export interface ClusterScopeProps {
  /** The page's content for the chosen cluster (null: all clusters, when allowAll). */
  children: (cluster: Cluster | null) => ReactNode;
  /** Offers "all clusters" (the default choice then). */
  allowAll?: boolean;
}

export function ClusterScope({ children, allowAll = false }: ClusterScopeProps) {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const options = useListedClusters();
  const wanted = searchParams.get(CLUSTER_PARAM) ?? ALL_CLUSTERS;
  const chosen = options.clusters.find((cluster) => cluster.cluster_id === wanted) ?? (allowAll ? null : (options.clusters[0] ?? null));

  const choose = (clusterId: string) => {
    const next = new URLSearchParams(searchParams);
    if (clusterId) next.set(CLUSTER_PARAM, clusterId);
    else next.delete(CLUSTER_PARAM);
    setSearchParams(next, { replace: true });
  };

  if (options.isPending) {
    return (
      <HStack role="status" gap="2" py="6" justify="center">
        <Spinner size="sm" />
        <Text color="fg.muted">
          <Trans>Loading clusters…</Trans>
        </Text>
      </HStack>
    );
  }
  if (options.error && options.clusters.length === 0) {
    return (
      <VStack role="alert" gap="2" py="6">
        <Text color="fg.error">{errorMessage(options.error)}</Text>
        <Button size="sm" variant="outline" onClick={options.refetch}>
          <Trans>Retry</Trans>
        </Button>
      </VStack>
    );
  }
  if (options.clusters.length === 0 && !allowAll) {
    return (
      <NoClusterState
        title={<Trans>No cluster yet</Trans>}
        description={<Trans>This page shows the data of one of your clusters. Create a cluster first.</Trans>}
      >
        <Button asChild variant="outline" size="sm">
          <RouterLink to={consolePath(zone, portal, 'hpc_clusters')}>
            <Trans>Go to clusters</Trans>
          </RouterLink>
        </Button>
      </NoClusterState>
    );
  }

  return (
    <Box>
      <HStack mb="4" gap="3" align="end" wrap="wrap">
        <Field.Root width="auto" minW="72">
          <Field.Label>
            <Trans>Cluster</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t`Cluster`}
              value={chosen?.cluster_id ?? ALL_CLUSTERS}
              onChange={(event) => choose(event.currentTarget.value)}
            >
              {allowAll && <option value={ALL_CLUSTERS}>{t`All clusters`}</option>}
              {options.clusters.map((cluster) => (
                <option key={cluster.cluster_id} value={cluster.cluster_id}>
                  {cluster.cluster_name} ({cluster.cluster_id} · {CLUSTER_TYPE_NAMES[cluster.cluster_type]})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {chosen && (
          <Button asChild variant="ghost" size="sm">
            <RouterLink to={consolePath(zone, portal, clusterDetailSection(chosen.cluster_id))}>
              <Trans>Cluster details</Trans>
            </RouterLink>
          </Button>
        )}
      </HStack>
      {children(chosen)}
    </Box>
  );
}
