/**
 * The user's graphics sessions (ADR 0062): live ones by default (queued with why, starting, running with the time
 * left), the ended ones (with why) or all on a filter; each with its cluster, node and start, and Open, More time and
 * End. Kept live by the jobs topic (a session is a job); it polls only while the live stream is down and a session
 * is under way.
 */
import { Box, Button, HStack, Link, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { MonitorPlay } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListGraphicsSessions } from '@/api/generated/endpoints/graphics/graphics';
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import type { GraphicsStatusFilter } from '@/api/generated/model/graphicsStatusFilter';
import { whileOffline } from '@/shared/live/live-state';
import { useSession } from '@/shared/session/session-context';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { DateTimeText } from '@/shared/ui/time-text';
import { SessionActionButtons, useSessionActions } from './session-actions';
import { sessionPath } from './session-path';
import { SessionStateLine, SessionStatusBadge } from './session-state';

/** Polling period while a listed session is under way and the live stream is down. */
const LIVE_REFRESH_MS = 10_000;

export function GraphicsSessions() {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const list = useListParams<string, { status: Exclude<GraphicsStatusFilter, 'all'> }>();
  const status: GraphicsStatusFilter = list.filters.status ?? 'live';
  const params = useMemo(() => ({ status, limit: list.limit, offset: list.offset }), [status, list.limit, list.offset]);
  const query = useListGraphicsSessions(params, {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval: (current) =>
        whileOffline(current.state.data?.graphics_session_set.some((session) => session.status !== 'ended') ? LIVE_REFRESH_MS : false),
    },
  });
  const fetchedAt = query.dataUpdatedAt;
  const actions = useSessionActions();
  const columns = useMemo<DataTableColumn<GraphicsSession>[]>(
    () => [
      {
        id: 'app',
        header: t`Application`,
        cell: (session) => (
          <Link asChild colorPalette="blue" fontWeight="medium">
            <RouterLink to={sessionPath(zone, portal, session.session_id)}>
              {session.app_name} {session.sw_ver}
            </RouterLink>
          </Link>
        ),
      },
      { id: 'cluster', header: t`Cluster`, cell: (session) => session.cluster_name ?? session.cluster_id },
      {
        id: 'status',
        header: t`Status`,
        cell: (session) => (
          <Stack gap="0.5" align="flex-start">
            <SessionStatusBadge session={session} />
            <SessionStateLine session={session} fetchedAt={fetchedAt} />
          </Stack>
        ),
      },
      {
        id: 'node',
        header: t`Node`,
        cell: (session) => (
          <Text fontFamily="mono" textStyle="sm">
            {session.node ?? '-'}
          </Text>
        ),
      },
      { id: 'start', header: t`Started`, cell: (session) => (session.start_time ? <DateTimeText value={session.start_time} /> : '-') },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (session) => {
          const name = session.app_name;
          return (
            <HStack gap="2" justify="flex-end" wrap="wrap">
              {session.status !== 'ended' && (
                <Button size="xs" variant="outline" asChild>
                  <RouterLink to={sessionPath(zone, portal, session.session_id)} aria-label={t`Open ${name}`}>
                    <MonitorPlay />
                    {t`Open`}
                  </RouterLink>
                </Button>
              )}
              <SessionActionButtons session={session} actions={actions} />
            </HStack>
          );
        },
      },
    ],
    [t, zone, portal, fetchedAt, actions],
  );
  return (
    <Box>
      <HStack mb="3">
        <SegmentGroup.Root
          size="sm"
          value={status}
          onValueChange={(details) => list.setFilter('status', (details.value ?? 'live') as GraphicsStatusFilter)}
          aria-label={t`Sessions to show`}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'live', label: t`Live` },
              { value: 'ended', label: t({ message: 'Ended', context: 'graphics session status' }) },
              { value: 'all', label: t`All` },
            ]}
          />
        </SegmentGroup.Root>
      </HStack>
      <DataTable
        label={t`Graphics sessions`}
        columns={columns}
        rows={query.data?.graphics_session_set}
        rowKey={(session) => session.session_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={
          status === 'live'
            ? t`No session is open. Open an application under Applications to start one.`
            : status === 'ended'
              ? t`No ended session`
              : t`No session yet`
        }
        {...tableStateOf(query)}
      />
      {actions.dialogs}
    </Box>
  );
}
