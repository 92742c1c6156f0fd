/**
 * The auto-scale history's filters: policy type, run outcome, the policy's enablement and queues. "All" and an
 * empty queue list are dropped from the request (useListParams), the enablement is sent as the number 1 or 0
 * (spec section 5: numeric filters of the auto-scale lists are numbers).
 */
import { createListCollection, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Enabled } from '@/api/generated/model/enabled';
import type { StrategyOpStatus } from '@/api/generated/model/strategyOpStatus';
import type { StrategyOpType } from '@/api/generated/model/strategyOpType';
import { useListEhpcQueues } from '@/api/generated/endpoints/queues/queues';
import { ALL, type All, type FilterState } from '@/shared/ui/data-table';
import { MultiSelectFilter } from '@/shared/ui/multi-select-filter';
import { SegmentRadios } from '@/shared/ui/segment-radios';
import { statusMessage } from '@/shared/ui/status-badge';

export interface LogFilterValues {
  op_type: StrategyOpType;
  op_status: StrategyOpStatus;
  op_is_enabled: Enabled;
  queue_ids: string[];
}

export const RUN_STATUSES: readonly StrategyOpStatus[] = ['successful', 'failed', 'running', 'skipped'];

/** The enablement filter's value as sent: the number 1 or 0, or all. */
export function enablementOf(choice: string): Enabled | All {
  if (choice === '1') return 1;
  if (choice === '0') return 0;
  return ALL;
}

function QueueFilter({ clusterId, value, onChange }: { clusterId: string; value: readonly string[]; onChange(ids: string[]): void }) {
  const { t } = useLingui();
  // The cluster's queues (default all-data limit 1024, section 9).
  const queues = useListEhpcQueues({ cluster_id: clusterId, limit: 1024 }, { query: { staleTime: 30_000 } }).data?.hpc_queue_set ?? [];
  const collection = createListCollection({ items: queues.map((queue) => ({ value: queue.hpcqueue_id, label: queue.queue_name })) });
  return (
    <MultiSelectFilter collection={collection} value={value} onChange={onChange} label={t`Queues`} placeholder={t`All queues`} width="56" />
  );
}

export interface LogFiltersProps {
  clusterId: string;
  filters: FilterState<LogFilterValues>;
  onChange(filters: FilterState<LogFilterValues>): void;
}

export function LogFilters({ clusterId, filters, onChange }: LogFiltersProps) {
  const { t, i18n } = useLingui();
  const set = (next: FilterState<LogFilterValues>) => onChange({ ...filters, ...next });
  const statusLabel = (status: StrategyOpStatus) => {
    const message = statusMessage(status);
    return message ? i18n._(message) : status;
  };
  return (
    <HStack gap="3" wrap="wrap" mb="3">
      <SegmentRadios
        label={t`Policy type`}
        size="sm"
        items={[
          { value: ALL, label: t`All types` },
          { value: 'expand', label: t`Expand` },
          { value: 'shrink', label: t`Shrink` },
        ]}
        value={filters.op_type ?? ALL}
        onChange={(value) => set({ op_type: value as StrategyOpType | All })}
      />
      <SegmentRadios
        label={t`Result`}
        size="sm"
        items={[{ value: ALL, label: t`All results` }, ...RUN_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))]}
        value={filters.op_status ?? ALL}
        onChange={(value) => set({ op_status: value as StrategyOpStatus | All })}
      />
      <SegmentRadios
        label={t`Enablement`}
        size="sm"
        items={[
          { value: ALL, label: t`All policies` },
          { value: '1', label: t`Enabled policies` },
          { value: '0', label: t`Disabled policies` },
        ]}
        value={filters.op_is_enabled === undefined ? ALL : String(filters.op_is_enabled)}
        onChange={(value) => set({ op_is_enabled: enablementOf(value) })}
      />
      <QueueFilter
        clusterId={clusterId}
        value={filters.queue_ids === ALL ? [] : (filters.queue_ids ?? [])}
        onChange={(ids) => set({ queue_ids: ids })}
      />
    </HStack>
  );
}
