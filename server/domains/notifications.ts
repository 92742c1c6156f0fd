/**
 * The notifications domain (ADR 0059): word when a job ends. The database writes each end of a console job and its
 * outbox (migration 0104); this module answers the bell's reads and marks, the user's settings and the delivery log,
 * and sends the outbox's e-mails and webhooks from an engine ticker.
 */
import type { DomainModule } from './index';
import { deliveryHandlers } from './notifications/deliveries';
import type { NotificationConfig } from '../config';
import { NO_NOTIFICATIONS } from './notifications/env';
import { listHandlers } from './notifications/list';
import { preferenceHandlers } from './notifications/preferences';
import { deliveryWorker } from './notifications/worker';

/** `basePath` and `publicUrl` (HPC_PUBLIC_URL) make the links to a job's page in e-mails and webhooks. */
export function createNotificationsDomain(config: NotificationConfig = NO_NOTIFICATIONS, basePath: string, publicUrl?: string) {
  const env = { ...config, basePath, publicUrl };
  const worker = deliveryWorker(env);
  const handlers = { ...listHandlers, ...preferenceHandlers(env), ...deliveryHandlers };
  const domain: DomainModule<typeof handlers> = { handlers, tickers: [worker.ticker], close: worker.close };
  return domain;
}
