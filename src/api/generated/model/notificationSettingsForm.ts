/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Email } from './email';
import type { WebhookUrl } from './webhookUrl';
import type { WebhookSecret } from './webhookSecret';

/**
 * In-app notifications are always on. email is required when email_enabled, webhook_url when webhook_enabled; a webhook needs a secret: the one given, one kept from before, or a new one (new_secret).
 */
export interface NotificationSettingsForm {
  email_enabled: boolean;
  email?: Email;
  webhook_enabled: boolean;
  webhook_url?: WebhookUrl;
  webhook_secret?: WebhookSecret;
  new_secret?: boolean;
}
