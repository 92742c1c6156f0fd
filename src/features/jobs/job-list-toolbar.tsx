/**
 * The job list's filters: status, cluster, queue (of the chosen cluster), submission-time range and a search word.
 * Memoised: paging and sorting do not render it again.
 */
import { NativeSelect, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { ClusterId } from '@/api/generated/model/clusterId';
import type { ShortName } from '@/api/generated/model/shortName';
import type { DayRange } from '@/shared/format/day-range';
import { ALL, type FilterState } from '@/shared/ui/data-table';
import { DayRangeFilter } from '@/shared/ui/day-range-filter';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusFilter } from '@/shared/ui/status-filter';
import { JOB_STATUSES } from './job-labels';
import { useClusterOptions, useQueueOptions, type JobListFilters } from './use-job-list';

export interface JobListToolbarProps {
  filters: FilterState<JobListFilters>;
  search: string;
  range: DayRange;
  onFilter<P extends keyof JobListFilters>(key: P, value: JobListFilters[P] | typeof ALL): void;
  onCluster(clusterId: ClusterId | typeof ALL): void;
  onSearch(word: string): void;
  onRange(range: DayRange): void;
}

export const JobListToolbar = memo(function JobListToolbar({
  filters,
  search,
  range,
  onFilter,
  onCluster,
  onSearch,
  onRange,
}: JobListToolbarProps) {
  const { t } = useLingui();
  const { clusters } = useClusterOptions();
  const status = filters.status;
  const clusterId = filters.cluster_id ?? ALL;
  const queues = useQueueOptions(clusterId);
  const chosen = clusterId !== ALL;
  return (
    <Wrap gap="3" align="flex-start">
      <StatusFilter
        options={JOB_STATUSES}
        value={Array.isArray(status) ? status : []}
        onChange={(value) => onFilter('status', value)}
        label={t`Status`}
        placeholder={t`All statuses`}
        width="56"
      />
      <NativeSelect.Root size="sm" width="64">
        <NativeSelect.Field
          aria-label={t`Cluster`}
          value={clusterId}
          onChange={(event) => onCluster(event.currentTarget.value as ClusterId)}
        >
          <option value={ALL}>{t`All clusters`}</option>
          {clusters.map((cluster) => (
            <option key={cluster.cluster_id} value={cluster.cluster_id}>
              {cluster.cluster_name} ({cluster.cluster_id})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="44" disabled={!chosen}>
        <NativeSelect.Field
          aria-label={t`Queue`}
          title={chosen ? undefined : t`Choose a cluster to filter by its queues`}
          value={filters.queue ?? ALL}
          onChange={(event) => onFilter('queue', event.currentTarget.value as ShortName)}
        >
          <option value={ALL}>{t`All queues`}</option>
          {queues.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <DayRangeFilter value={range} onChange={onRange} caption={t`Submitted`} label={t`Submitted between`} />
      <SearchInput value={search} onSearch={onSearch} label={t`Search by job name or ID`} />
    </Wrap>
  );
});
