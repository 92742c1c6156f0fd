/** The simulation portal's job list (/ispf): the user's simulation jobs with the running, pending and stopped counts. */
import { Badge, Button, HStack, Input, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { JobStatus } from '../../api/generated/model/jobStatus';
import type { SoftwareId } from '../../api/generated/model/softwareId';
import { ALL, DataTable, tableStateOf } from '../../shared/ui/data-table';
import { SearchInput } from '../../shared/ui/search-input';
import { StatusFilter } from '../../shared/ui/status-filter';
import { useSimulationColumns } from './simulation-columns';
import type { DayRange } from '../../shared/format/day-range';
import { useSimulationJobs, useSoftwareOptions } from './use-simulation-jobs';

const STATUSES = Object.values(JobStatus);

export function SimulationJobsScreen() {
  const { t } = useLingui();
  const { list, range, setRange, query } = useSimulationJobs();
  const software = useSoftwareOptions();
  const columns = useSimulationColumns();
  const data = query.data;
  const running = data?.nrun ?? '-';
  const pending = data?.npend ?? '-';
  const stopped = data?.nstop ?? '-';
  const status = list.filters.status;
  const changeRange = (side: keyof DayRange, value: string) => {
    const next = { ...range, [side]: value };
    if (value && next.start <= next.end) setRange(next);
  };
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" aria-live="polite">
          <Badge colorPalette="blue" variant="subtle">
            <Trans>Running {running}</Trans>
          </Badge>
          <Badge colorPalette="gray" variant="subtle">
            <Trans>Pending {pending}</Trans>
          </Badge>
          <Badge colorPalette="orange" variant="subtle">
            <Trans>Stopped {stopped}</Trans>
          </Badge>
        </HStack>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching && !query.isLoading}>
          <RefreshCw />
          <Trans>Refresh</Trans>
        </Button>
      </HStack>
      <Wrap gap="3" align="center">
        <StatusFilter options={STATUSES} value={Array.isArray(status) ? status : []} onChange={(value) => list.setFilter('status', value)} label={t`Status`} placeholder={t`All statuses`} width="56" />
        <NativeSelect.Root size="sm" width="56">
          <NativeSelect.Field aria-label={t`Software`} value={list.filters.hpcsw_id ?? ALL} onChange={(event) => list.setFilter('hpcsw_id', event.currentTarget.value as SoftwareId)}>
            <option value={ALL}>{t`All software`}</option>
            {software.map((sw) => (
              <option key={sw.hpcsw_id} value={sw.hpcsw_id}>
                {sw.sw_name} {sw.sw_ver}
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
      <DataTable
        label={t`Simulation jobs`}
        columns={columns}
        rows={data?.job_set}
        rowKey={(job) => job.sjob_id}
        totalCount={data?.total_count}
        list={list}
        emptyText={t`No simulation jobs in this time range`}
        {...tableStateOf(query)}
      />
    </Stack>
  );
}
