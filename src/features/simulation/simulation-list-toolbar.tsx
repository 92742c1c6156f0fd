/** The simulation job list's filters: status, software, submission-time range and a search word. */
import { NativeSelect, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { JobStatus } from '@/api/generated/model/jobStatus';
import type { SoftwareId } from '@/api/generated/model/softwareId';
import { ALL } from '@/shared/ui/data-table';
import { DayRangeFilter } from '@/shared/ui/day-range-filter';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusFilter } from '@/shared/ui/status-filter';
import { useSoftwareOptions, type SimulationJobList } from './use-simulation-jobs';

const STATUSES = Object.values(JobStatus);

export function SimulationListToolbar({ jobs }: { jobs: SimulationJobList }) {
  const { t } = useLingui();
  const { list, range, setRange } = jobs;
  const software = useSoftwareOptions();
  const status = list.filters.status;
  return (
    <Wrap gap="3" align="flex-start">
      <StatusFilter
        options={STATUSES}
        value={Array.isArray(status) ? status : []}
        onChange={(value) => list.setFilter('status', value)}
        label={t`Status`}
        placeholder={t`All statuses`}
        width="56"
      />
      <NativeSelect.Root size="sm" width="56">
        <NativeSelect.Field
          aria-label={t`Software`}
          value={list.filters.hpcsw_id ?? ALL}
          onChange={(event) => list.setFilter('hpcsw_id', event.currentTarget.value as SoftwareId)}
        >
          <option value={ALL}>{t`All software`}</option>
          {software.map((sw) => (
            <option key={sw.hpcsw_id} value={sw.hpcsw_id}>
              {sw.sw_name} {sw.sw_ver}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <DayRangeFilter value={range} onChange={setRange} caption={t`Submitted`} label={t`Submitted between`} />
      <SearchInput value={list.search_word} onSearch={list.setSearch} label={t`Search by job name or ID`} />
    </Wrap>
  );
}
