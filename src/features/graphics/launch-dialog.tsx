/**
 * "Open" a graphics application that has no live session yet (ADR 0062): the contract's OpenGraphicsSessionForm in a
 * dialog, the application and cluster given by the row (hidden), the queue chosen among the cluster's queues (its
 * default first, as the submit form does), the cores and the time limit. Checked by its precompiled validator; the
 * gateway's refusal by a field is shown by the field, any other in a toast. The new session's page opens next.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { getListGraphicsSessionsQueryKey, openGraphicsSession } from '@/api/generated/endpoints/graphics/graphics';
import { messages } from '@/api/generated/form-messages/open-graphics-session-form';
import schemaJson from '@/api/generated/form-schemas/open-graphics-session-form.json';
import validateFns from '@/api/generated/form-validators/open-graphics-session-form';
import type { GraphicsApp } from '@/api/generated/model/graphicsApp';
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { showErrorToast } from '@/shared/errors';
import { formValidator, QueueWidget, SchemaFormDialog, useFieldRefusals, type FormValues } from '@/shared/forms';

const FORM_ID = 'graphics-launch-form';
const SCHEMA = schemaJson as unknown as RJSFSchema;
/** The fields a refusal can be shown by (the application and cluster are the row's, not the form's). */
const FIELDS = ['hpcqueue_id', 'cores', 'time_limit'];
const WIDGETS: RegistryWidgetsType = { queue: QueueWidget };
const UI_SCHEMA: UiSchema = {
  'ui:title': '',
  hpcsw_id: { 'ui:widget': 'hidden' },
  cluster_id: { 'ui:widget': 'hidden' },
  hpcqueue_id: { 'ui:widget': 'queue', 'ui:options': { hideDescription: true, preselectDefault: true } },
};

export interface LaunchDialogProps {
  open: boolean;
  app: Pick<GraphicsApp, 'hpcsw_id' | 'app_name' | 'cluster_id' | 'cluster_name'>;
  onClose(): void;
  onOpened(session: GraphicsSession): void;
}

export function LaunchDialog({ open, app, onClose, onOpened }: LaunchDialogProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [formData, setFormData] = useState<FormValues>({ hpcsw_id: app.hpcsw_id, cluster_id: app.cluster_id, cores: 1, time_limit: 60 });
  const refusals = useFieldRefusals(FIELDS);
  const name = app.app_name;
  const cluster = app.cluster_name ?? app.cluster_id;

  // Once a session is opened the dialog only closes: a click that came meanwhile starts no second one.
  const opened = useRef(false);
  const launch = useOneAtATime(async (data: FormValues) => {
    if (opened.current) return;
    refusals.clear();
    try {
      const { graphics_session: session } = await openGraphicsSession({
        hpcsw_id: app.hpcsw_id,
        cluster_id: app.cluster_id,
        hpcqueue_id: String(data.hpcqueue_id),
        cores: Number(data.cores),
        time_limit: Number(data.time_limit),
      });
      opened.current = true;
      void client.invalidateQueries({ queryKey: getListGraphicsSessionsQueryKey() });
      onOpened(session);
    } catch (error) {
      if (!refusals.refused(error)) showErrorToast(error, t`Opening ${name} failed`);
    }
  });

  const onChange = useCallback(
    (next: FormValues) => {
      refusals.changed(formData, next);
      setFormData(next);
    },
    [refusals, formData],
  );
  const context = useMemo(() => ({ formData }), [formData]);

  return (
    <SchemaFormDialog
      open={open}
      onClose={onClose}
      busy={launch.pending}
      title={t`Open ${name} on ${cluster}`}
      formId={FORM_ID}
      submitLabel={<Trans>Open</Trans>}
      before={
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            The application runs as a job on a node of the cluster and is billed while it runs. Its display opens in the console once the
            job starts.
          </Trans>
        </Text>
      }
      form={{
        schema: SCHEMA,
        validator: formValidator(validateFns, SCHEMA),
        messages,
        uiSchema: UI_SCHEMA,
        widgets: WIDGETS,
        formContext: context,
        formData,
        extraErrors: refusals.errors,
        onChange,
        onSubmit: (data) => void launch.run(data),
      }}
    />
  );
}
