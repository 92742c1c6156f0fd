/** The jobs page (/jobs): every compute job of the user, with the running, pending and stopped counts. */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { DataTable, tableStateOf } from '../../shared/ui/data-table';
import { useJobColumns } from './job-columns';
import { JobListToolbar } from './job-list-toolbar';
import { useJobList } from './use-job-list';

export function JobsScreen() {
  const { t } = useLingui();
  const jobs = useJobList();
  const columns = useJobColumns();
  const { query, list } = jobs;
  const data = query.data;
  const running = data?.nrun ?? '-';
  const pending = data?.npend ?? '-';
  const stopped = data?.nstop ?? '-';
  return (
    <Stack gap="2">
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
          <Text textStyle="xs" color="fg.muted">
            <Trans>Counts follow the filters other than status.</Trans>
          </Text>
        </HStack>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching && !query.isLoading}>
          <RefreshCw />
          <Trans>Refresh</Trans>
        </Button>
      </HStack>
      <JobListToolbar jobs={jobs} />
      <DataTable
        label={t`Jobs`}
        columns={columns}
        rows={data?.job_set}
        rowKey={(job) => job.hpcjob_uuid}
        totalCount={data?.total_count}
        list={list}
        emptyText={t`No jobs in this time range`}
        {...tableStateOf(query)}
      />
    </Stack>
  );
}
