/**
 * Notifications (ADR 0059), reached from the bell: the user's settings (e-mail, webhook and its secret) and the
 * delivery log of what was sent. The bell itself is always in-app, so the screen says so and holds no switch for it.
 */
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useGetNotificationSettings } from '@/api/generated/endpoints/notifications/notifications';
import { errorMessage } from '@/shared/errors';
import { DeliveryLog } from './delivery-log';
import { SettingsForm } from './settings-form';

export function NotificationsScreen() {
  const query = useGetNotificationSettings();
  const settings = query.data?.settings;
  return (
    <Stack gap="5" maxW="5xl">
      <Heading as="h1" size="lg">
        <Trans>Notification settings</Trans>
      </Heading>
      <Card.Root as="section" aria-labelledby="notification-channels">
        <Card.Header>
          <Card.Title id="notification-channels">
            <Trans>When a job ends</Trans>
          </Card.Title>
          <Card.Description>
            <Trans>The bell in the header always tells you. You can also be told by e-mail and by a signed webhook.</Trans>
          </Card.Description>
        </Card.Header>
        <Card.Body>
          {query.error && <Text color="fg.error">{errorMessage(query.error)}</Text>}
          {settings ? <SettingsForm settings={settings} /> : !query.error && <Text color="fg.muted">{<Trans>Loading…</Trans>}</Text>}
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="notification-deliveries">
        <Card.Header>
          <Card.Title id="notification-deliveries">
            <Trans>Delivery log</Trans>
          </Card.Title>
          <Card.Description>
            <Trans>
              Each e-mail and webhook, newest first. A failed attempt is tried again after 30 s, 2 min, 8 min, 32 min and 2 h 8 min.
            </Trans>
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <DeliveryLog />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
