/** A delivery's channel and status in words (the contract's NotificationDelivery). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NotificationDeliveryChannel } from '@/api/generated/model/notificationDeliveryChannel';
import type { NotificationDeliveryStatus } from '@/api/generated/model/notificationDeliveryStatus';

export const CHANNEL_LABELS: Record<NotificationDeliveryChannel, MessageDescriptor> = {
  email: msg({ message: 'E-mail', context: 'notification channel' }),
  webhook: msg`Webhook`,
};

export const STATUS_LABELS: Record<NotificationDeliveryStatus, { label: MessageDescriptor; palette: string }> = {
  pending: { label: msg`Pending`, palette: 'blue' },
  sent: { label: msg`Sent`, palette: 'green' },
  failed: { label: msg`Failed`, palette: 'red' },
};
