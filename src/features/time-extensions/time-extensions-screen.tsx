/**
 * "More time" (ADR 0060): the requests for more time a user sees. The account's owner and a zone administrator see
 * those waiting for their decision first, and approve or refuse each; a submitter sees its own with their state.
 * Read again when the live stream tells of a change of jobs (x-live).
 */
import { Badge, Box, Button, Heading, HStack, Link, SegmentGroup, Stack, Table, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListTimeExtensions } from '@/api/generated/endpoints/time-extensions/time-extensions';
import type { TimeExtension } from '@/api/generated/model/timeExtension';
import type { TimeExtensionStatus } from '@/api/generated/model/timeExtensionStatus';
import { useDialogSlot } from '@/shared/actions';
import { errorMessage } from '@/shared/errors';
import { formatDateTime } from '@/shared/format';
import { whileOffline } from '@/shared/live/live-state';
import { consolePath, useSession } from '@/shared/session/session-context';
import { DecideDialog, submitterOf, type Decision } from './decide-dialog';

const STATUS = {
  pending: { label: msg`Waiting for a decision`, palette: 'blue' },
  approved: { label: msg`Approved`, palette: 'green' },
  refused: { label: msg`Refused`, palette: 'red' },
  withdrawn: { label: msg`Withdrawn`, palette: 'gray' },
} as const satisfies Record<TimeExtensionStatus, { label: unknown; palette: string }>;

type Scope = 'decide' | 'all';

export function TimeExtensionsScreen() {
  const { t } = useLingui();
  const [scope, setScope] = useState<Scope>('decide');
  const query = useListTimeExtensions({ scope, limit: 100 }, { query: { refetchInterval: () => whileOffline(10_000) } });
  const deciding = useDialogSlot<Decision>();
  const rows = query.data?.time_extension_set ?? [];
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          <Trans>More time for jobs</Trans>
        </Heading>
        <SegmentGroup.Root
          size="sm"
          ms="auto"
          value={scope}
          onValueChange={(d) => setScope((d.value ?? 'decide') as Scope)}
          aria-label={t`Show`}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'decide', label: t`To decide` },
              { value: 'all', label: t`All requests` },
            ]}
          />
        </SegmentGroup.Root>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        <Trans>
          A submitter asks for more time from the job&apos;s page. The account&apos;s owner or the zone administrator approves it here, and
          the scheduler gives the job the new limit at once.
        </Trans>
      </Text>
      {query.error && <Text color="fg.error">{errorMessage(query.error)}</Text>}
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t`Requests for more time`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Job`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Submitter`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Time limit`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Reason`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`State`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Asked`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Actions`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <RequestRow key={r.extension_id} request={r} onDecide={deciding.show} />
            ))}
          </Table.Body>
        </Table.Root>
        {query.isSuccess && !rows.length && (
          <Text py="6" textAlign="center" color="fg.muted">
            {scope === 'decide' ? t`No request is waiting for your decision` : t`No request for more time yet`}
          </Text>
        )}
      </Box>
      {deciding.value && <DecideDialog key={deciding.key} decision={deciding.value} open={deciding.open} onClose={deciding.close} />}
    </Stack>
  );
}

function RequestRow({ request: r, onDecide }: { request: TimeExtension; onDecide(decision: Decision): void }) {
  const { t, i18n } = useLingui();
  const { zone, portal } = useSession();
  const status = STATUS[r.status];
  const before = r.old_time_limit ?? '-';
  const after = r.new_time_limit;
  const why = r.refuse_reason;
  const decided = r.decide_time ? `${r.decider_name ?? r.decided_by ?? ''} ${formatDateTime(r.decide_time)}` : '';
  return (
    <Table.Row data-testid={`request-${r.extension_id}`}>
      <Table.Cell>
        <Link asChild colorPalette="blue">
          <RouterLink to={consolePath(zone, portal, `jobs/${r.hpcjob_uuid}/compute_dir`)}>{r.job_name}</RouterLink>
        </Link>
        {r.cluster_name && (
          <Text textStyle="xs" color="fg.muted">
            {r.cluster_name}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>{submitterOf(r)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{t`${before} → ${after} min`}</Table.Cell>
      <Table.Cell>
        <Text textStyle="sm" maxW="64" lineClamp={2} title={r.reason}>
          {r.reason}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1" align="start">
          <Badge colorPalette={status.palette}>{i18n._(status.label)}</Badge>
          {decided && (
            <Text textStyle="xs" color="fg.muted">
              {decided}
            </Text>
          )}
          {why && (
            <Text textStyle="xs" color="fg.muted">
              {t`Why: ${why}`}
            </Text>
          )}
          {r.error && (
            <Text textStyle="xs" color="fg.error">
              {r.error}
            </Text>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(r.create_time)}</Table.Cell>
      <Table.Cell>
        {r.may_decide && (
          <HStack gap="2">
            <Button size="xs" variant="subtle" colorPalette="green" onClick={() => onDecide({ request: r, approve: true })}>
              {t`Approve`}
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDecide({ request: r, approve: false })}>
              {t`Refuse`}
            </Button>
          </HStack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
