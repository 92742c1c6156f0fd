/**
 * Creating or editing an auto-scale policy: the contract's AutoScaleStrategyForm rendered by rjsf in a dialog,
 * checked by its precompiled validator before anything is sent, sent once per intent (useOneAtATime) to
 * queue/ehpc/addStrategy or modifyStrategy. A refusal the gateway places on a field (a second policy of a type on
 * one queue, nodes per run over the maximum) is shown on that field in the gateway's words, which are in the
 * user's language, and the dialog stays open; the list refreshes and shows the policy Enabling, then Running.
 */
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getListStrategiesQueryKey,
  getPreviewStrategiesQueryKey,
  useAddStrategy,
  useModifyStrategy,
} from '@/api/generated/endpoints/strategies/strategies';
import type { Strategy } from '@/api/generated/model/strategy';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { DialogButtons } from '@/shared/dialogs/dialog-buttons';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { SchemaForm, showRefusalByField, type FormValues } from '@/shared/forms';
import {
  initialPolicyData,
  normalizePolicyData,
  POLICY_FIELDS,
  POLICY_MESSAGES,
  POLICY_SCHEMA,
  policyFields,
  policyRequestBody,
  policyUiSchema,
  policyValidator,
  policyWidgets,
  valuesOfPolicy,
} from './policy-form';

const FORM_ID = 'auto-scale-policy-form';

export interface PolicyDialogProps {
  open: boolean;
  clusterId: string;
  /** The policy to edit; a new policy when absent. */
  policy?: Strategy;
  onClose(): void;
}

export function PolicyDialog({ open, clusterId, policy, onClose }: PolicyDialogProps) {
  const { t } = useLingui();
  const { _ } = useLinguiContext();
  const client = useQueryClient();
  const add = useAddStrategy();
  const modify = useModifyStrategy();
  const [formData, setFormData] = useState(() => initialPolicyData(policy ? valuesOfPolicy(policy) : {}));
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>();
  const uiSchema = useMemo(() => policyUiSchema({ _ }, !!policy), [_, policy]);
  const fields = useMemo(() => policyFields(formData.op_type), [formData.op_type]);
  const formContext = useMemo(() => ({ formData: { ...formData, cluster_id: clusterId } }), [formData, clusterId]);
  const queueName = policy?.queue_name ?? policy?.queue_id ?? '';

  const save = useOneAtATime(async (data: FormValues) => {
    const body = policyRequestBody(clusterId, data);
    setFieldErrors(undefined);
    try {
      if (policy) await modify.mutateAsync({ data: { ...body, strategy_id: policy.strategy_id } });
      else await add.mutateAsync({ data: body });
      await client.invalidateQueries({ queryKey: getListStrategiesQueryKey() });
      void client.invalidateQueries({ queryKey: getPreviewStrategiesQueryKey() });
      showSuccessToast(policy ? t`The auto-scaling policy of ${queueName} is saved` : t`The auto-scaling policy is created`);
      onClose();
    } catch (error) {
      if (!showRefusalByField(error, POLICY_FIELDS, setFieldErrors)) showErrorToast(error, t`Could not save the auto-scaling policy`);
    }
  });

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={policy ? t`Edit auto-scaling policy of ${queueName}` : t`Create auto-scaling policy`}
      busy={save.pending}
      size="lg"
      footer={<DialogButtons onCancel={onClose} submitLabel={<Trans>Save</Trans>} formId={FORM_ID} busy={save.pending} />}
    >
      <SchemaForm
        id={FORM_ID}
        schema={POLICY_SCHEMA}
        validator={policyValidator()}
        messages={POLICY_MESSAGES}
        uiSchema={uiSchema}
        stepFields={fields}
        formData={formData}
        widgets={policyWidgets}
        formContext={formContext}
        extraErrors={fieldErrors}
        onChange={(next) => setFormData(normalizePolicyData(next))}
        onSubmit={(data) => void save.run(data)}
      />
    </DialogFrame>
  );
}
