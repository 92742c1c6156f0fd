/**
 * The delivery log (ADR 0059): the user's e-mails and webhooks, newest first, each with its job linked and expandable
 * to its attempts. Read again when the live topic `notifications` moves (the contract's x-live).
 */
import { Badge, Box, IconButton, Link, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListNotificationDeliveries } from '@/api/generated/endpoints/notifications/notifications';
import type { DeliveryAttempt } from '@/api/generated/model/deliveryAttempt';
import type { NotificationDelivery } from '@/api/generated/model/notificationDelivery';
import { errorMessage } from '@/shared/errors';
import { formatDateTime } from '@/shared/format';
import { consolePath, useSession } from '@/shared/session/session-context';
import { CHANNEL_LABELS, STATUS_LABELS } from './delivery-labels';

const SHOWN = 50;
const COLUMNS = 8;

function useJobLink(): (delivery: NotificationDelivery) => string {
  const session = useSession();
  return (d) => consolePath(d.zone ?? session.zone, d.portal, `jobs/${d.hpcjob_uuid}`);
}

function Answer({ attempt }: { attempt: DeliveryAttempt | undefined }) {
  const { t } = useLingui();
  if (!attempt) return <Text color="fg.muted">{t`Not tried yet`}</Text>;
  const status = attempt.http_status;
  return (
    <Text lineClamp={2} title={attempt.error} color={attempt.error || (status && status >= 300) ? 'fg.error' : undefined}>
      {status !== undefined ? t`HTTP ${status}` : null}
      {status !== undefined && attempt.error ? ' · ' : null}
      {attempt.error ?? (status === undefined ? t`Delivered` : null)}
    </Text>
  );
}

function Attempts({ delivery }: { delivery: NotificationDelivery }) {
  const { t } = useLingui();
  const name = delivery.job_name;
  if (!delivery.attempts.length) return <Text color="fg.muted">{t`No attempt yet.`}</Text>;
  return (
    <Table.Root size="sm" variant="outline" aria-label={t`Attempts for ${name}`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t`Attempt`}</Table.ColumnHeader>
          <Table.ColumnHeader>{t`When`}</Table.ColumnHeader>
          <Table.ColumnHeader>{t`Answer`}</Table.ColumnHeader>
          <Table.ColumnHeader>{t`Next try`}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {delivery.attempts.map((a) => (
          <Table.Row key={a.attempt}>
            <Table.Cell>{a.attempt}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(a.at)}</Table.Cell>
            <Table.Cell>
              <Answer attempt={a} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{a.next_attempt_at ? formatDateTime(a.next_attempt_at) : '—'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function DeliveryRow({ delivery: d, jobLink }: { delivery: NotificationDelivery; jobLink: string }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const status = STATUS_LABELS[d.status];
  const name = d.job_name;
  const last = d.attempts.at(-1);
  return (
    <Fragment>
      <Table.Row data-testid={`delivery-${d.id}`}>
        <Table.Cell>
          <IconButton
            size="2xs"
            variant="ghost"
            aria-expanded={open}
            aria-label={open ? t`Hide the attempts for ${name}` : t`Show the attempts for ${name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronDown /> : <ChevronRight />}
          </IconButton>
        </Table.Cell>
        <Table.Cell>{i18n._(CHANNEL_LABELS[d.channel])}</Table.Cell>
        <Table.Cell maxW="64">
          <Text truncate title={d.target}>
            {d.target}
          </Text>
        </Table.Cell>
        <Table.Cell>
          <Link asChild colorPalette="blue">
            <RouterLink to={jobLink}>{name}</RouterLink>
          </Link>
        </Table.Cell>
        <Table.Cell>
          <Badge colorPalette={status.palette}>{i18n._(status.label)}</Badge>
        </Table.Cell>
        <Table.Cell>{d.attempts.length}</Table.Cell>
        <Table.Cell maxW="64">
          <Answer attempt={last} />
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{d.status === 'pending' && d.next_attempt_at ? formatDateTime(d.next_attempt_at) : '—'}</Table.Cell>
      </Table.Row>
      {open && (
        <Table.Row>
          <Table.Cell colSpan={COLUMNS} bg="bg.subtle">
            <Attempts delivery={d} />
          </Table.Cell>
        </Table.Row>
      )}
    </Fragment>
  );
}

export function DeliveryLog() {
  const { t } = useLingui();
  const query = useListNotificationDeliveries({ limit: SHOWN });
  const jobLink = useJobLink();
  const rows = query.data?.delivery_set ?? [];
  if (query.error) return <Text color="fg.error">{errorMessage(query.error)}</Text>;
  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!rows.length)
    return (
      <Text py="6" textAlign="center" color="fg.muted">
        <Trans>No e-mail or webhook has been sent yet. Each one is listed here, with every attempt, once a job ends.</Trans>
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={t`Delivery log`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8" />
            <Table.ColumnHeader>{t`Channel`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Sent to`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Job`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Attempts`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Last answer`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Next try`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((d) => (
            <DeliveryRow key={d.id} delivery={d} jobLink={jobLink(d)} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
