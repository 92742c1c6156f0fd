/** Refusals of the notification settings and of a submission's `notify` choice (ADR 0059), part of server/i18n/messages.ts. */
export const notificationMessages = {
  notifications_not_found: { zh: '通知不存在: {id}', en: 'The notification does not exist: {id}' },
  notification_email_required: { zh: '开启邮件通知时请填写邮箱地址', en: 'Give the e-mail address to send to, or turn e-mail off' },
  notification_email_unavailable: {
    zh: '本控制台未配置邮件服务器，无法开启邮件通知',
    en: 'This console has no mail server configured: e-mail cannot be turned on',
  },
  notification_webhook_url_required: { zh: '开启 Webhook 时请填写 URL', en: 'Give the webhook URL, or turn the webhook off' },
  notification_webhook_secret_required: {
    zh: 'Webhook 需要签名密钥：请填写一个，或选择生成新密钥',
    en: 'A webhook needs a signing secret: give one or generate a new one',
  },
  notification_webhook_host_refused: {
    zh: 'Webhook 不能指向本机、链路本地或未指定的地址: {host}',
    en: 'A webhook may not point at this machine, a link-local or an unspecified address: {host}',
  },
  jobs_notify_email_missing: {
    zh: '请先在通知设置中填写邮箱地址，再选择邮件通知',
    en: 'Set an e-mail address in your notification settings before asking for an e-mail',
  },
  jobs_notify_webhook_missing: {
    zh: '请先在通知设置中填写 Webhook URL，再选择 Webhook 通知',
    en: 'Set a webhook URL in your notification settings before asking for a webhook',
  },
};
