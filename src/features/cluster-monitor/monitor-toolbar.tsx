/** The monitors' choices: the cluster, the range in hours (spec section 5), and a refresh. */
import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import type { Cluster } from '@/api/generated/model/cluster';
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';
import { RANGE_CHOICES } from '@/shared/monitor/meters';

export interface MonitorToolbarProps {
  clusters: Cluster[];
  clusterId: string | undefined;
  onCluster(clusterId: string): void;
  hours: MonitorRangeHours;
  onHours(hours: MonitorRangeHours): void;
  onRefresh(): void;
  refreshing: boolean;
}

export function MonitorToolbar({ clusters, clusterId, onCluster, hours, onHours, onRefresh, refreshing }: MonitorToolbarProps) {
  const { t, i18n } = useLingui();
  return (
    <HStack gap="3" wrap="wrap">
      <NativeSelect.Root size="sm" width="72">
        <NativeSelect.Field aria-label={t`Cluster`} value={clusterId ?? ''} onChange={(event) => onCluster(event.currentTarget.value)}>
          {clusters.map((cluster) => (
            <option key={cluster.cluster_id} value={cluster.cluster_id}>
              {cluster.cluster_name} ({cluster.cluster_id})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="44">
        <NativeSelect.Field aria-label={t`Time range`} value={hours} onChange={(event) => onHours(Number(event.currentTarget.value))}>
          {RANGE_CHOICES.map((choice) => (
            <option key={choice.hours} value={choice.hours}>
              {i18n._(choice.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" variant="outline" onClick={onRefresh} loading={refreshing}>
        <RefreshCw />
        <Trans>Refresh</Trans>
      </Button>
    </HStack>
  );
}
