/**
 * What the creation flow offers, read once per flow: the cluster conf of the type (node choices per role, schedulers,
 * deploy modes), the product SKUs on sale in the zone (limit 10240, section 9) and the active versions of the type's
 * application. A failed SKU query is only logged (section 8): the conf's choices are offered unfiltered.
 */
import { useEffect, useMemo, useState } from 'react';
import { useDescribeAppVersions, useSearchSkus } from '@/api/generated/endpoints/catalogue/catalogue';
import { useGetClusterConf } from '@/api/generated/endpoints/clusters/clusters';
import type { AppVersion } from '@/api/generated/model/appVersion';
import type { ClusterConf } from '@/api/generated/model/clusterConf';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { Sku } from '@/api/generated/model/sku';
import { useSession } from '@/shared/session/session-context';

const NO_SKUS: Sku[] = [];
const NO_VERSIONS: AppVersion[] = [];

/** SKU query limit (section 9). */
export const SKU_QUERY_LIMIT = 10240;

export interface CreationCatalogue {
  type: ClusterType;
  appId: string;
  conf: ClusterConf | undefined;
  /** Empty until loaded, and when the query failed. */
  skus: Sku[];
  versions: AppVersion[];
  isPending: boolean;
  error: unknown;
  retry(): void;
}

export function useCreationCatalogue(type: ClusterType): CreationCatalogue {
  const { zone, config } = useSession();
  // cluster/conf carries a timestamp (section 7); one per flow keeps the query key stable.
  const [timestamp] = useState(() => Date.now());
  const confQuery = useGetClusterConf({ cluster_type: type, timestamp }, { query: { staleTime: Infinity } });
  const conf = confQuery.data?.cluster_conf_set[0];
  const appId = conf?.app_id ?? (type === 'hpc' ? config?.hpc_app_id : config?.ehpc_app_id) ?? '';
  const versionsQuery = useDescribeAppVersions(
    { app_ids: [appId], status: ['active'], limit: 100 },
    { query: { enabled: !!appId, staleTime: 60_000 } },
  );

  const { mutate: searchSkus, data: skuData } = useSearchSkus({
    mutation: { onError: (error) => console.error('SKU query failed', error) },
  });
  useEffect(() => {
    searchSkus({ data: { region_id: zone, status: 'sale', limit: SKU_QUERY_LIMIT } });
  }, [searchSkus, zone]);

  const skus = skuData?.skus ?? NO_SKUS;
  const versions = versionsQuery.data?.version_set ?? NO_VERSIONS;
  const { isPending, error, refetch } = confQuery;
  return useMemo(
    () => ({ type, appId, conf, skus, versions, isPending, error, retry: () => void refetch() }),
    [type, appId, conf, skus, versions, isPending, error, refetch],
  );
}

/** A version whose name ends in -BM deploys bare-metal compute nodes (section 3). */
export function isBareMetalVersion(version: Pick<AppVersion, 'name'> | undefined): boolean {
  return !!version && /-BM$/i.test(version.name.trim());
}
