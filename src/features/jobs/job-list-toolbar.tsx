/** The job list's filters: status, cluster, submission-time range (days) and a search word. */
import { HStack, Input, NativeSelect, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ClusterId } from '../../api/generated/model/clusterId';
import { ALL } from '../../shared/ui/data-table';
import { SearchInput } from '../../shared/ui/search-input';
import { StatusFilter } from '../../shared/ui/status-filter';
import { JOB_STATUSES } from './job-labels';
import type { DayRange } from '../../shared/format/day-range';
import { useClusterOptions, type JobList } from './use-job-list';

export function JobListToolbar({ jobs }: { jobs: JobList }) {
  const { t } = useLingui();
  const { list, range, setRange } = jobs;
  const { clusters } = useClusterOptions();
  const status = list.filters.status;

  const changeRange = (side: keyof DayRange, value: string) => {
    const next = { ...range, [side]: value };
    if (value && next.start <= next.end) setRange(next);
  };

  return (
    <Wrap gap="3" align="center">
      <StatusFilter options={JOB_STATUSES} value={Array.isArray(status) ? status : []} onChange={(value) => list.setFilter('status', value)} label={t`Status`} placeholder={t`All statuses`} width="56" />
      <NativeSelect.Root size="sm" width="64">
        <NativeSelect.Field aria-label={t`Cluster`} value={list.filters.cluster_id ?? ALL} onChange={(event) => list.setFilter('cluster_id', event.currentTarget.value as ClusterId)}>
          <option value={ALL}>{t`All clusters`}</option>
          {clusters.map((cluster) => (
            <option key={cluster.cluster_id} value={cluster.cluster_id}>
              {cluster.cluster_name} ({cluster.cluster_id})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <HStack gap="1" role="group" aria-label={t`Submitted between`}>
        <Text textStyle="sm" color="fg.muted">
          {t`Submitted`}
        </Text>
        <Input size="sm" type="date" width="40" aria-label={t`From`} value={range.start} max={range.end} onChange={(event) => changeRange('start', event.currentTarget.value)} />
        <Text aria-hidden="true">–</Text>
        <Input size="sm" type="date" width="40" aria-label={t`To`} value={range.end} min={range.start} onChange={(event) => changeRange('end', event.currentTarget.value)} />
      </HStack>
      <SearchInput value={list.search_word} onSearch={list.setSearch} label={t`Search by job name or ID`} />
    </Wrap>
  );
}
