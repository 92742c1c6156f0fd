/**
 * "New token" (ADR 0063): the contract's CreateAccessTokenForm in a dialog, its scopes as checkboxes (a scope the
 * user may not give is shown, not checkable), what each scope allows below them. Once made, the dialog shows the
 * token, this once, until it is closed (the screen mounts the dialog anew for each token).
 */
import { Button, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { createAccessToken, getListAccessTokensQueryKey } from '@/api/generated/endpoints/access-tokens/access-tokens';
import { messages } from '@/api/generated/form-messages/create-access-token-form';
import schemaJson from '@/api/generated/form-schemas/create-access-token-form.json';
import validateFns from '@/api/generated/form-validators/create-access-token-form';
import type { AccessTokenScope } from '@/api/generated/model/accessTokenScope';
import { gatewayChannel } from '@/api/gateway';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { DialogButtons } from '@/shared/dialogs/dialog-buttons';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { showErrorToast } from '@/shared/errors';
import { formValidator, SchemaForm, useFieldRefusals, type FormValues } from '@/shared/forms';
import { SCOPE_HELP, SCOPE_LABELS, SCOPES } from './token-labels';
import { TokenOnce } from './token-once';

const FORM_ID = 'access-token-form';
const SCHEMA = schemaJson as unknown as RJSFSchema;
const FIELDS = Object.keys(SCHEMA.properties ?? {});

export interface CreateTokenDialogProps {
  open: boolean;
  /** The scopes this user may give (listAccessTokens' scopes_allowed). */
  allowed: readonly AccessTokenScope[];
  onClose(): void;
}

export function CreateTokenDialog({ open, allowed, onClose }: CreateTokenDialogProps) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [formData, setFormData] = useState<FormValues>({ scopes: ['read'], expires_in_days: 30 });
  const refusals = useFieldRefusals(FIELDS);
  const [token, setToken] = useState<string | undefined>();

  const uiSchema = useMemo<UiSchema>(
    () => ({
      'ui:title': '',
      scopes: {
        'ui:widget': 'checkboxes',
        'ui:enumNames': SCOPES.map((scope) => i18n._(SCOPE_LABELS[scope])),
        'ui:enumDisabled': SCOPES.filter((scope) => !allowed.includes(scope)),
      },
    }),
    [i18n, allowed],
  );
  const make = useOneAtATime(async (data: FormValues) => {
    if (token) return;
    refusals.clear();
    try {
      const answer = await createAccessToken({
        name: String(data.name ?? '').trim(),
        scopes: (data.scopes as AccessTokenScope[]) ?? [],
        expires_in_days: Number(data.expires_in_days),
      });
      void client.invalidateQueries({ queryKey: getListAccessTokensQueryKey() });
      setToken(answer.token);
    } catch (error) {
      if (!refusals.refused(error)) showErrorToast(error, t`Could not make the token`);
    }
  });
  const onChange = useCallback(
    (next: FormValues) => {
      refusals.changed(formData, next);
      setFormData(next);
    },
    [refusals, formData],
  );

  if (token) {
    const apiBase = new URL(gatewayChannel().baseUrl, window.location.origin).href.replace(/\/$/, '');
    return (
      <DialogFrame
        open={open}
        onClose={onClose}
        size="lg"
        title={t`Your new token`}
        footer={
          <Button colorPalette="blue" onClick={onClose}>
            <Trans>I have copied it</Trans>
          </Button>
        }
      >
        <TokenOnce token={token} apiBase={apiBase} />
      </DialogFrame>
    );
  }
  // One dialog for both states (the form, then the token): a dialog replaced by another while it closes would hide the
  // new one from assistive technology, so this one stays and changes what it shows.
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      busy={make.pending}
      title={t`New access token`}
      footer={<DialogButtons onCancel={onClose} submitLabel={<Trans>Make token</Trans>} formId={FORM_ID} busy={make.pending} />}
    >
      <SchemaForm
        id={FORM_ID}
        schema={SCHEMA}
        validator={formValidator(validateFns, SCHEMA)}
        messages={messages}
        uiSchema={uiSchema}
        formData={formData}
        extraErrors={refusals.errors}
        disabled={make.pending}
        onChange={onChange}
        onSubmit={(data) => void make.run(data)}
      />
      <Text textStyle="sm" color="fg.muted" mt="3">
        <Trans>What each scope allows:</Trans>
      </Text>
      <List.Root textStyle="sm" color="fg.muted" ps="5">
        {SCOPES.map((scope) => (
          <List.Item key={scope}>
            <Text as="span" fontWeight="medium">
              {i18n._(SCOPE_LABELS[scope])}
            </Text>
            : {i18n._(SCOPE_HELP[scope])}
          </List.Item>
        ))}
      </List.Root>
    </DialogFrame>
  );
}
