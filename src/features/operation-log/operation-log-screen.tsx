/** The operation log (/logs): the user's asynchronous changes; in the simulation portal, the simulation cluster's. */
import { Button, HStack, Stack, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { OperationStatus } from '../../api/generated/model/operationStatus';
import { useSession } from '../../shared/session/session-context';
import { DataTable } from '../../shared/ui/data-table';
import { SearchInput } from '../../shared/ui/search-input';
import { StatusFilter } from '../../shared/ui/status-filter';
import { useOperationColumns } from './operation-columns';
import { useOperationLog } from './use-operation-log';

const STATUSES = Object.values(OperationStatus);

export function OperationLogScreen() {
  const { t } = useLingui();
  const { portal } = useSession();
  const { list, data, state, refetch } = useOperationLog(portal);
  const columns = useOperationColumns();
  const status = list.filters.status;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Wrap gap="3" align="center">
          <StatusFilter options={STATUSES} value={Array.isArray(status) ? status : []} onChange={(value) => list.setFilter('status', value)} label={t`Status`} placeholder={t`All statuses`} width="56" />
          <SearchInput value={list.search_word} onSearch={list.setSearch} label={t`Search by resource or ID`} />
        </Wrap>
        <Button size="sm" variant="outline" onClick={refetch} loading={state.fetching && !state.loading}>
          <RefreshCw />
          <Trans>Refresh</Trans>
        </Button>
      </HStack>
      <DataTable label={t`Operation log`} columns={columns} rows={data?.job_set} rowKey={(op) => op.job_id} totalCount={data?.total_count} list={list} emptyText={t`No operations yet`} {...state} />
    </Stack>
  );
}
