/**
 * The operation log (/logs): the user's asynchronous changes with their creation and status times; in the
 * simulation portal, the simulation cluster's. Filtered by status, creation-time range and a search word, and
 * exported to a spreadsheet (every matching operation, not only the page shown).
 */
import { HStack, Stack, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { OperationStatus } from '@/api/generated/model/operationStatus';
import { useSession } from '@/shared/session/session-context';
import { DataTable } from '@/shared/ui/data-table';
import { DayRangeFilter } from '@/shared/ui/day-range-filter';
import { RefreshButton } from '@/shared/ui/refresh-button';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusFilter } from '@/shared/ui/status-filter';
import { OperationExportButton } from './export-button';
import { useOperationColumns } from './operation-columns';
import { OPERATION_RANGE_MAX_DAYS, useOperationLog } from './use-operation-log';

const STATUSES = Object.values(OperationStatus);

export function OperationLogScreen() {
  const { t } = useLingui();
  const { portal } = useSession();
  const { list, range, setRange, params, data, state, refetch } = useOperationLog(portal);
  const columns = useOperationColumns();
  const status = list.filters.status;
  return (
    <Stack gap="3">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <Wrap gap="3" align="flex-start">
          <StatusFilter
            options={STATUSES}
            value={Array.isArray(status) ? status : []}
            onChange={(value) => list.setFilter('status', value)}
            label={t`Status`}
            placeholder={t`All statuses`}
            width="56"
          />
          <DayRangeFilter
            value={range}
            onChange={setRange}
            maxDays={OPERATION_RANGE_MAX_DAYS}
            caption={t`Created`}
            label={t`Created between`}
          />
          <SearchInput value={list.search_word} onSearch={list.setSearch} label={t`Search by resource or ID`} />
        </Wrap>
        <HStack gap="2">
          <OperationExportButton portal={portal} params={params} />
          <RefreshButton onRefresh={refetch} fetching={Boolean(state.fetching && !state.loading)} />
        </HStack>
      </HStack>
      <DataTable
        label={t`Operation log`}
        columns={columns}
        rows={data?.job_set}
        rowKey={(op) => op.job_id}
        totalCount={data?.total_count}
        list={list}
        emptyText={t`No operations in this time range`}
        {...state}
      />
    </Stack>
  );
}
