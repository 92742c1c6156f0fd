/**
 * Software applications (software/apply/list, ADR 0025). The zone administrator sees every application on its
 * zones' clusters, the pending ones first (the default filter), and approves or rejects each (a rejection with its
 * reason); everyone else sees the applications it made, with their status and why a rejected one was rejected, and
 * no decision.
 */
import { Box, Button, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useListSoftwareApplications } from '@/api/generated/endpoints/software/software';
import type { ApprovalStatus } from '@/api/generated/model/approvalStatus';
import type { ListSoftwareApplicationsSortKey } from '@/api/generated/model/listSoftwareApplicationsSortKey';
import type { SoftwareApplication } from '@/api/generated/model/softwareApplication';
import { useDialogSlot } from '@/shared/actions';
import { formatDateTime } from '@/shared/format';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { applicantOf, ReviewDialog, type Review } from './review-dialog';

type Column = DataTableColumn<SoftwareApplication, ListSoftwareApplicationsSortKey>;

/** Why the zone administrator rejected an application, in its words. */
function RejectReason({ reason }: { reason: string }) {
  return (
    <Text textStyle="xs" color="fg.muted" maxW="64" lineClamp={3} title={reason}>
      <Trans>Why: {reason}</Trans>
    </Text>
  );
}

export function ApplicationsPanel({ reviewer }: { reviewer: boolean }) {
  const { t } = useLingui();
  const list = useListParams<ListSoftwareApplicationsSortKey, { status: ApprovalStatus }>({
    defaultSortKey: 'create_time',
    defaultReverse: 1,
    defaultFilters: reviewer ? { status: 'pending' } : {},
  });
  const query = useListSoftwareApplications(list.params, { query: { placeholderData: keepPreviousData } });
  const reviewing = useDialogSlot<Review>();
  const show = reviewing.show;
  const columns = useLocaleMemo(
    (i18n): Column[] => {
      const all: (Column | false)[] = [
        {
          id: 'software',
          header: i18n._(msg`Software`),
          cell: (a) => (
            <Stack gap="0.5">
              <Text fontWeight="medium">{`${a.sw_name} ${a.sw_ver}`}</Text>
              <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                {a.hpcsw_id}
              </Text>
            </Stack>
          ),
        },
        {
          id: 'cluster',
          header: i18n._(msg`Cluster`),
          cell: (a) => (a.cluster_name ? `${a.cluster_name} (${a.cluster_id})` : a.cluster_id),
        },
        reviewer && { id: 'applicant', header: i18n._(msg`Applicant`), cell: (a) => applicantOf(a) },
        {
          id: 'reason',
          header: i18n._(msg`Reason`),
          cell: (a) => (
            <Text textStyle="sm" maxW="64" lineClamp={2} title={a.reason}>
              {a.reason}
            </Text>
          ),
        },
        {
          id: 'status',
          header: i18n._(msg`Status`),
          cell: (a) => (
            <Stack gap="1" align="start">
              <StatusBadge status={a.status} />
              {a.status === 'rejected' && a.reject_reason && <RejectReason reason={a.reject_reason} />}
            </Stack>
          ),
        },
        { id: 'created', header: i18n._(msg`Applied`), sortKey: 'create_time', cell: (a) => formatDateTime(a.create_time) },
        {
          id: 'decided',
          header: i18n._(msg`Decided`),
          sortKey: 'status_time',
          cell: (a) => (a.status === 'pending' ? '-' : formatDateTime(a.status_time)),
        },
        reviewer && {
          id: 'actions',
          header: i18n._(msg`Actions`),
          cell: (a) =>
            a.status === 'pending' ? (
              <HStack gap="2">
                <Button size="xs" colorPalette="green" onClick={() => show({ application: a, decision: 'passed' })}>
                  {i18n._(msg`Approve`)}
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => show({ application: a, decision: 'rejected' })}>
                  {i18n._(msg`Reject`)}
                </Button>
              </HStack>
            ) : null,
        },
      ];
      return all.filter((column): column is Column => Boolean(column));
    },
    [reviewer, show],
  );
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        <SegmentGroup.Root
          size="sm"
          value={list.filters.status ?? 'all'}
          onValueChange={(details) => list.setFilter('status', (details.value ?? 'all') as ApprovalStatus | 'all')}
          aria-label={t`Status`}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'all', label: t`All` },
              { value: 'pending', label: t`Pending` },
              { value: 'passed', label: t`Passed` },
              { value: 'rejected', label: t`Rejected` },
            ]}
          />
        </SegmentGroup.Root>
      </HStack>
      <DataTable
        label={reviewer ? t`Software applications` : t`My applications`}
        columns={columns}
        rows={query.data?.apply_set}
        rowKey={(a) => a.apply_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={list.filters.status === 'pending' ? t`No application is waiting for approval` : t`No application yet`}
        {...tableStateOf(query)}
      />
      {reviewing.value && <ReviewDialog key={reviewing.key} review={reviewing.value} open={reviewing.open} onClose={reviewing.close} />}
    </Box>
  );
}
