/**
 * The user's notification settings (ADR 0059): the contract's NotificationSettingsForm, its titles and help from the
 * contract (ADR 0044). A refusal naming a field (no mail server, a loopback URL) shows beside it, any other in a
 * toast. A secret given or generated is answered once: it is shown then, and never again.
 */
import { Alert, Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetNotificationSettingsQueryKey, useUpdateNotificationSettings } from '@/api/generated/endpoints/notifications/notifications';
import { messages } from '@/api/generated/form-messages/notification-settings-form';
import schemaJson from '@/api/generated/form-schemas/notification-settings-form.json';
import validateFns from '@/api/generated/form-validators/notification-settings-form';
import type { NotificationSettings } from '@/api/generated/model/notificationSettings';
import type { UpdateNotificationSettingsRequest } from '@/api/generated/model/updateNotificationSettingsRequest';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { formValidator, SchemaForm, showRefusalByField, type FormValues } from '@/shared/forms';
import { SecretOnce } from './secret-once';

const FORM_ID = 'notification-settings-form';
const SCHEMA = schemaJson as unknown as RJSFSchema;
const FIELDS = Object.keys(SCHEMA.properties ?? {});
/** A secret is made by the gateway ("Generate a new secret"); a field of one's own beside it would be a second way. */
const UI_SCHEMA: UiSchema = {
  'ui:title': '',
  webhook_secret: { 'ui:widget': 'hidden' },
};

function valuesOf(settings: NotificationSettings): FormValues {
  return {
    email_enabled: settings.email_enabled,
    email: settings.email,
    webhook_enabled: settings.webhook_enabled,
    webhook_url: settings.webhook_url,
    new_secret: false,
  };
}

/** A webhook turned on with no secret kept or given gets a new one: the gateway would refuse it without. */
function bodyOf(data: FormValues, secretSet: boolean): UpdateNotificationSettingsRequest {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const webhookEnabled = data.webhook_enabled === true;
  const secret = text(data.webhook_secret);
  const body: UpdateNotificationSettingsRequest = {
    email_enabled: data.email_enabled === true,
    webhook_enabled: webhookEnabled,
    new_secret: data.new_secret === true || (webhookEnabled && !secretSet && !secret),
  };
  const email = text(data.email);
  const url = text(data.webhook_url);
  if (email) body.email = email;
  if (url) body.webhook_url = url;
  if (secret && !body.new_secret) body.webhook_secret = secret;
  return body;
}

export function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const update = useUpdateNotificationSettings();
  const [formData, setFormData] = useState<FormValues>(() => valuesOf(settings));
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>();
  const [secret, setSecret] = useState<string | undefined>();

  const send = async (data: FormValues) => {
    setFieldErrors(undefined);
    setSecret(undefined);
    try {
      const answer = await update.mutateAsync({ data: bodyOf(data, settings.webhook_secret_set) });
      client.setQueryData(getGetNotificationSettingsQueryKey(), (old: object | undefined) => ({ ...old, settings: answer.settings }));
      setFormData(valuesOf(answer.settings));
      setSecret(answer.webhook_secret);
      showSuccessToast(t`Notification settings saved`);
    } catch (error) {
      if (!showRefusalByField(error, FIELDS, setFieldErrors)) showErrorToast(error, t`Could not save the notification settings`);
    }
  };

  return (
    <>
      {!settings.email_available && (
        <Alert.Root status="info" mb="4" size="sm">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>This console has no mail server configured, so e-mail cannot be turned on. The bell and webhooks still work.</Trans>
          </Alert.Description>
        </Alert.Root>
      )}
      <SchemaForm
        id={FORM_ID}
        schema={SCHEMA}
        validator={formValidator(validateFns, SCHEMA)}
        messages={messages}
        uiSchema={UI_SCHEMA}
        formData={formData}
        extraErrors={fieldErrors}
        disabled={update.isPending}
        onChange={setFormData}
        onSubmit={(data) => void send(data)}
      >
        <Text textStyle="sm" color="fg.muted" mb="3" data-testid="secret-state">
          {settings.webhook_secret_set ? (
            <Trans>A webhook secret is set. It is never shown again; generate a new one if it was lost.</Trans>
          ) : (
            <Trans>No webhook secret is set yet: one is generated when you turn the webhook on and save.</Trans>
          )}
        </Text>
        <Button type="submit" colorPalette="blue" loading={update.isPending}>
          <Trans>Save</Trans>
        </Button>
      </SchemaForm>
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(undefined)} />}
    </>
  );
}
