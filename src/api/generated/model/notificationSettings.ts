/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Email } from './email';
import type { WebhookUrl } from './webhookUrl';

export interface NotificationSettings {
  email_enabled: boolean;
  email?: Email;
  webhook_enabled: boolean;
  webhook_url?: WebhookUrl;
  /** Whether a webhook secret is kept (it is never read back). */
  webhook_secret_set: boolean;
  /** Whether the gateway has an SMTP server to send e-mail with. */
  email_available: boolean;
}
