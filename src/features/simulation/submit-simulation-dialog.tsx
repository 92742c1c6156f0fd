/**
 * Submitting a simulation job (simulation/submitJob) from the portal's list: an rjsf form of the contract's
 * SubmitSimulationJobForm (one software run on a single node; its cores default and limit are the schema's), sent
 * once at a time and followed in the portal's own operation log; then the job's page. A refusal ("Please do not
 * duplicate submissions", "The cluster is not active and cannot submit jobs") is told with the gateway's message.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type ErrorSchema, type RJSFSchema, type UiSchema, type WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@/api/generated/form-messages/submit-simulation-job-form';
import schemaJson from '@/api/generated/form-schemas/submit-simulation-job-form.json';
import validateFns from '@/api/generated/form-validators/submit-simulation-job-form';
import { useSubmitSimulationJob } from '@/api/generated/endpoints/jobs/jobs';
import type { SubmitSimulationJobRequest } from '@/api/generated/model/submitSimulationJobRequest';
import { simulationOperationLog } from '@/shared/actions/operation-logs';
import { useFollowedChange } from '@/shared/actions/use-followed-change';
import { DialogButtons } from '@/shared/dialogs/dialog-buttons';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { formValidator, gatewayFieldErrors, OptionSelect, SchemaForm, type FormValues } from '@/shared/forms';
import { consolePath, useSession } from '@/shared/session/session-context';
import { simulationRefreshKeys } from './simulation-actions';
import { useSoftwareOptions } from './use-simulation-jobs';

const schema = schemaJson as RJSFSchema;
const FIELDS = Object.keys(schemaJson.properties);
const FORM_ID = 'submit-simulation-form';
const validator = () => formValidator(validateFns, schema);
/** The schema's defaults (the cores of a simulation job). */
const initialData = () =>
  getDefaultFormState(validator(), schema, {}, schema, false, { emptyObjectFields: 'populateAllDefaults' }) as FormValues;

function SoftwareWidget(props: WidgetProps) {
  const { t } = useLingui();
  const software = useSoftwareOptions();
  return (
    <OptionSelect
      widget={props}
      options={software.map((sw) => ({ value: sw.hpcsw_id, label: `${sw.sw_name} ${sw.sw_ver}` }))}
      placeholder={t`Choose the software`}
    />
  );
}

const widgets = { software: SoftwareWidget };
const uiSchema: UiSchema = {
  hpcsw_id: { 'ui:widget': 'software', 'ui:options': { hideDescription: true } },
  cmd: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
};

export interface SubmitSimulationDialogProps {
  open: boolean;
  onClose(): void;
}

export function SubmitSimulationDialog({ open, onClose }: SubmitSimulationDialogProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { zone } = useSession();
  const [formData, setFormData] = useState<FormValues>(initialData);
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const submitted = useRef<string | undefined>(undefined);
  const { mutateAsync } = useSubmitSimulationJob();
  const { run } = useFollowedChange({
    send: async (body: SubmitSimulationJobRequest) => {
      try {
        const answer = await mutateAsync({ data: body });
        submitted.current = answer.sjob_id;
        return answer;
      } catch (error) {
        setFieldErrors(gatewayFieldErrors(error, FIELDS));
        throw error;
      }
    },
    refresh: simulationRefreshKeys([]),
    log: simulationOperationLog,
    messages: ({ name }) => ({
      success: t`Simulation job ${name} was accepted`,
      failure: t`Submitting simulation job ${name} failed`,
      refused: t`The simulation job could not be submitted`,
    }),
  });

  const submit = async (data: FormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFieldErrors(undefined);
    submitted.current = undefined;
    const body = Object.fromEntries(
      Object.entries(data).filter(([, value]) => value !== undefined && value !== ''),
    ) as unknown as SubmitSimulationJobRequest;
    const operation = await run(body).catch(() => null);
    // Set by `send` meanwhile.
    const sjobId = submitted.current as string | undefined;
    if (operation && sjobId) {
      // Accepted: the form is done (it stays disabled while the job's page opens).
      onClose();
      void navigate(consolePath(zone, 'ispf', `ispf/${sjobId}`));
      return;
    }
    inFlight.current = false;
    setBusy(false);
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t`Submit simulation job`}
      busy={busy}
      footer={<DialogButtons onCancel={onClose} submitLabel={<Trans>Submit</Trans>} formId={FORM_ID} busy={busy} />}
    >
      <Text textStyle="sm" color="fg.muted" mb="4">
        {t`The job runs on a single node of the simulation cluster.`}
      </Text>
      <SchemaForm
        id={FORM_ID}
        schema={schema}
        validator={validator()}
        messages={messages}
        uiSchema={uiSchema}
        formData={formData}
        widgets={widgets}
        extraErrors={fieldErrors}
        onChange={setFormData}
        onSubmit={(data) => void submit(data)}
      />
    </DialogFrame>
  );
}
