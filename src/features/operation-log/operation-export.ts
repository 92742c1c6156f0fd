/**
 * The operation log's export to a spreadsheet (spec section 7: "Data can be exported to a spreadsheet"): every
 * operation that matches the filters and the range, across all pages — read with the all-data query (limit 1024,
 * section 9) page after page through the generated calls — written as CSV in the browser. Nothing matching gives
 * "The exported data is empty" (section 8) and no file.
 */
import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  getListOperationsQueryOptions,
  getListSimulationOperationsQueryOptions,
} from '@/api/generated/endpoints/operation-log/operation-log';
import { ListLimit } from '@/api/generated/model/listLimit';
import type { ListOperationsParams } from '@/api/generated/model/listOperationsParams';
import type { ListOperationsResponse } from '@/api/generated/model/listOperationsResponse';
import type { Operation } from '@/api/generated/model/operation';
import type { CsvCell } from '@/shared/export/csv';
import { formatDateTime } from '@/shared/format';
import type { Portal } from '@/shared/session/session-context';
import { statusMessage } from '@/shared/ui/status-badge';
import { operationActionLabel } from './operation-actions';
import { OPERATION_COLUMN_TITLES, resourceTypeLabel } from './operation-columns';
import { SIMULATION_RESOURCE_IDS } from './use-operation-log';

/** The all-data page size (section 9: "Default all-data limit 1024"). */
export const EXPORT_PAGE_SIZE = ListLimit.NUMBER_1024;

function fetchPage(client: QueryClient, portal: Portal, params: ListOperationsParams): Promise<ListOperationsResponse> {
  const fresh = { staleTime: 0, gcTime: 0 };
  if (portal === 'ispf')
    return client.fetchQuery({
      ...getListSimulationOperationsQueryOptions({ ...params, resource_ids: SIMULATION_RESOURCE_IDS }),
      ...fresh,
    });
  return client.fetchQuery({ ...getListOperationsQueryOptions(params), ...fresh });
}

/** Every operation matching the list's filters (its paging aside), in the list's order, each once. */
export async function fetchAllOperations(client: QueryClient, portal: Portal, listParams: ListOperationsParams): Promise<Operation[]> {
  const base = { ...listParams, limit: EXPORT_PAGE_SIZE };
  const seen = new Map<string, Operation>();
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const page = await fetchPage(client, portal, { ...base, offset });
    for (const operation of page.job_set) if (!seen.has(operation.job_id)) seen.set(operation.job_id, operation);
    if (page.job_set.length < EXPORT_PAGE_SIZE || offset + EXPORT_PAGE_SIZE >= page.total_count) break;
  }
  return [...seen.values()];
}

/** The spreadsheet's rows: a header, then one row per operation (texts in the user's language, times as shown). */
export function operationSheet(operations: readonly Operation[], i18n: I18n): CsvCell[][] {
  const header = OPERATION_COLUMN_TITLES.map((title) => i18n._(title));
  const rows = operations.map((op) => {
    const status = statusMessage(op.status);
    const resources = op.resource_ids
      .map((id, index) => (op.resource_names?.[index] ? `${op.resource_names[index]} (${id})` : id))
      .join('; ');
    return [
      op.job_id,
      operationActionLabel(op.action, i18n),
      op.action,
      resources,
      resourceTypeLabel(op.resource_type, i18n),
      status ? i18n._(status) : op.status,
      op.error_message ?? '',
      op.user_id ?? '',
      formatDateTime(op.create_time),
      formatDateTime(op.status_time),
    ];
  });
  return [header, ...rows];
}
