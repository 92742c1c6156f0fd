/** Route /notifications: the user's notification settings and delivery log (ADR 0059), opened from the bell. */
import { NotificationsScreen } from '@/features/notifications/notifications-screen';

export function Component() {
  return <NotificationsScreen />;
}
