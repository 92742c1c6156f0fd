/**
 * The header's bell (ADR 0059), loaded after the first paint (src/app/shell/notification-bell-slot.tsx): the unread
 * count, and a popover of the newest 20 notifications (the job's name linked to its page, how it ended, when, read or
 * not) with "mark as read" per item and for all, and a link to the notification settings. It refreshes by the live
 * topic `notifications`, polling only while the stream is down.
 */
import { Badge, Box, Button, Circle, Flex, IconButton, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Bell, Check } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import {
  getListNotificationsQueryKey,
  useListNotifications,
  useMarkNotificationsRead,
} from '@/api/generated/endpoints/notifications/notifications';
import type { MarkNotificationsReadRequest } from '@/api/generated/model/markNotificationsReadRequest';
import type { Notification } from '@/api/generated/model/notification';
import { mutationErrorToast } from '@/shared/errors';
import { whileOffline } from '@/shared/live/live-state';
import { consolePath, useSession } from '@/shared/session/session-context';
import { FuzzyTime } from '@/shared/ui/time-text';
import { END_COLORS, END_LABELS } from './end-labels';

const SHOWN = 20;
const OFFLINE_REFRESH_MS = 60_000;

function useMarkRead() {
  const { t } = useLingui();
  const client = useQueryClient();
  const mark = useMarkNotificationsRead({ mutation: { onError: mutationErrorToast(t`Could not mark as read`) } });
  return (data: MarkNotificationsReadRequest) =>
    mark.mutate({ data }, { onSuccess: () => void client.invalidateQueries({ queryKey: getListNotificationsQueryKey() }) });
}

function NotificationItem({ item, onRead, onFollow }: { item: Notification; onRead(): void; onFollow(): void }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const name = item.job_name;
  const code = item.exit_code;
  const end = i18n._(END_LABELS[item.ended_as]);
  const to = consolePath(item.zone ?? session.zone, item.portal, `jobs/${item.hpcjob_uuid}`);
  return (
    <Flex as="li" gap="2" py="2" align="start" data-read={item.read} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Circle size="2" mt="1.5" bg={item.read ? 'transparent' : `${END_COLORS[item.ended_as]}.solid`} aria-hidden />
      <Box flex="1" minW="0">
        <Text textStyle="sm" fontWeight={item.read ? 'normal' : 'semibold'}>
          <Trans>
            Job{' '}
            <Link asChild colorPalette="blue">
              <RouterLink to={to} onClick={onFollow}>
                {name}
              </RouterLink>
            </Link>{' '}
            {end}
          </Trans>
          {code !== undefined && code !== 0 ? (
            <Text as="span" color="fg.muted">
              {' '}
              <Trans>(exit code {code})</Trans>
            </Text>
          ) : null}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          <FuzzyTime value={item.ended_at} />
        </Text>
      </Box>
      {!item.read && (
        <IconButton size="2xs" variant="ghost" aria-label={t`Mark ${name} as read`} title={t`Mark as read`} onClick={onRead}>
          <Check />
        </IconButton>
      )}
    </Flex>
  );
}

export function NotificationBell() {
  const { t } = useLingui();
  const session = useSession();
  const list = useListNotifications({ limit: SHOWN }, { query: { refetchInterval: () => whileOffline(OFFLINE_REFRESH_MS), retry: false } });
  const markRead = useMarkRead();
  const unread = list.data?.unread_count ?? 0;
  const items = list.data?.notification_set ?? [];
  const shown = unread > 99 ? '99+' : String(unread);
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label={unread ? t`Notifications, ${shown} unread` : t`Notifications`}
          variant="ghost"
          size="sm"
          position="relative"
          data-unread={unread}
        >
          <Bell />
          {unread > 0 && (
            <Badge position="absolute" top="0" insetEnd="0" size="xs" variant="solid" colorPalette="red" borderRadius="full" aria-hidden>
              {shown}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '90vw', sm: 'sm' }} aria-label={t`Notifications`}>
            <Popover.Header>
              <Flex align="center" justify="space-between" gap="2">
                <Popover.Title fontWeight="semibold">
                  <Trans>Notifications</Trans>
                </Popover.Title>
                <Button size="xs" variant="ghost" disabled={unread === 0} onClick={() => markRead({ all: true })}>
                  <Trans>Mark all as read</Trans>
                </Button>
              </Flex>
            </Popover.Header>
            <Popover.Body pt="0" maxH="60vh" overflowY="auto">
              {items.length === 0 ? (
                <Text textStyle="sm" color="fg.muted" py="2">
                  {list.isLoading ? <Trans>Loading…</Trans> : <Trans>No notifications yet: you are told here when a job ends.</Trans>}
                </Text>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none" aria-label={t`Notifications`}>
                  {items.map((item) => (
                    <NotificationItem
                      key={item.id}
                      item={item}
                      onRead={() => markRead({ ids: [item.id] })}
                      onFollow={() => {
                        setOpen(false);
                        if (!item.read) markRead({ ids: [item.id] });
                      }}
                    />
                  ))}
                </Stack>
              )}
            </Popover.Body>
            <Popover.Footer borderTopWidth="1px" py="2">
              <Link asChild colorPalette="blue" textStyle="sm">
                <RouterLink to={consolePath(session.zone, session.portal, 'notifications')} onClick={() => setOpen(false)}>
                  <Trans>Notification settings</Trans>
                </RouterLink>
              </Link>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
