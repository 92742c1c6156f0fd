/** The operation log's columns: operation id, action, resources, status (with the failure), user and times. */
import { Code, Stack, Text } from '@chakra-ui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ListOperationsSortKey } from '@/api/generated/model/listOperationsSortKey';
import type { Operation } from '@/api/generated/model/operation';
import { formatDateTime } from '@/shared/format';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { operationActionLabel } from './operation-actions';

/** Kinds of resource an operation acts on (the contract's examples); others show as they are. */
const RESOURCE_TYPES: Record<string, MessageDescriptor> = {
  cluster: msg`Cluster`,
  node: msg`Node`,
  queue: msg`Queue`,
  job: msg`Job`,
  user: msg`User`,
  strategy: msg`Auto-scale policy`,
  simulation_cluster: msg`Simulation cluster`,
  project: msg`Project`,
  shared_user: msg`Shared member`,
  job_template: msg`Job template`,
  file_system: msg`File system`,
  nas: msg`NAS export`,
  software: msg`Software`,
  balance: msg`Account balance`,
};

/** The label of a resource type, or the word itself; empty when none. */
export function resourceTypeLabel(type: string | null | undefined, i18n: I18n): string {
  if (!type) return '';
  return RESOURCE_TYPES[type] ? i18n._(RESOURCE_TYPES[type]) : type;
}

/** The columns of the exported spreadsheet, in order (operation-export.ts). */
export const OPERATION_COLUMN_TITLES: readonly MessageDescriptor[] = [
  msg`Operation ID`,
  msg`Action`,
  msg`Action name`,
  msg`Resources`,
  msg`Resource type`,
  msg`Status`,
  msg`Error message`,
  msg`Operator`,
  msg`Created`,
  msg`Status changed`,
];

export function useOperationColumns(): DataTableColumn<Operation, ListOperationsSortKey>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        id: 'job_id',
        header: t`Operation ID`,
        cell: (op) => (
          <Text fontFamily="mono" textStyle="xs">
            {op.job_id}
          </Text>
        ),
      },
      {
        id: 'action',
        header: t`Action`,
        cell: (op) => (
          <Stack gap="0.5" align="flex-start">
            <Text textStyle="sm">{operationActionLabel(op.action, i18n)}</Text>
            <Code size="sm" variant="plain" color="fg.muted" px="0">
              {op.action}
            </Code>
          </Stack>
        ),
      },
      {
        id: 'resources',
        header: t`Resources`,
        cell: (op) => {
          const type = resourceTypeLabel(op.resource_type, i18n);
          return (
            <Stack gap="0">
              {op.resource_ids.map((id, index) => (
                <Text key={id} textStyle="sm">
                  {op.resource_names?.[index] ?? id}
                  {op.resource_names?.[index] && (
                    <Text as="span" color="fg.muted" textStyle="xs" ms="1">
                      {id}
                    </Text>
                  )}
                </Text>
              ))}
              {type && (
                <Text textStyle="xs" color="fg.muted">
                  {type}
                </Text>
              )}
            </Stack>
          );
        },
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (op) => (
          <Stack gap="1" align="flex-start">
            <StatusBadge status={op.status} />
            {op.error_message && (
              <Text textStyle="xs" color="fg.error" maxW="64">
                {op.error_message}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'user_id',
        header: t`Operator`,
        cell: (op) => {
          // A change made by a script with one of the user's access tokens (ADR 0063) names the token.
          const token = op.token_name;
          return (
            <Stack gap="0">
              <Text>{op.user_id ?? '-'}</Text>
              {token && (
                <Text textStyle="xs" color="fg.muted">
                  {t`with the token ${token}`}
                </Text>
              )}
            </Stack>
          );
        },
      },
      { id: 'create_time', header: t`Created`, sortKey: 'create_time', cell: (op) => formatDateTime(op.create_time) },
      { id: 'status_time', header: t`Status changed`, sortKey: 'status_time', cell: (op) => formatDateTime(op.status_time) },
    ],
    [t, i18n],
  );
}
