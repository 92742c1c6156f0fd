/**
 * One form step of the creation flow: the rjsf form of the step's fields (those that apply to the request as it
 * stands), with previous and next; next submits, so it moves on only when the step's fields are valid.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { SchemaForm, type FormValues } from '@/shared/forms';
import type { ClusterForm } from './cluster-forms';
import { clusterUiSchema, creationFields, creationWidgets } from './create-cluster.ui-schema';
import type { CreationContext } from './creation-context';
import { shownFields, type CreationStep } from './creation-steps';
import { nodeCountValidator } from './node-counts.validators';

export interface CreationStepFormProps {
  form: ClusterForm;
  step: CreationStep;
  /** The flow's state: the whole request, the catalogue and the bare-metal flag. */
  context: CreationContext;
  isFirst: boolean;
  /** Errors the gateway found on the step's fields. */
  extraErrors?: ErrorSchema;
  onChange(formData: FormValues): void;
  onNext(formData: FormValues): void;
  onPrevious(): void;
}

export function CreationStepForm({ form, step, context, isFirst, extraErrors, onChange, onNext, onPrevious }: CreationStepFormProps) {
  // `_` changes with the locale: the enum labels follow it.
  const { _ } = useLingui();
  const uiSchema = useMemo(() => clusterUiSchema(form, { _ }), [form, _]);
  const { catalogue, bareMetal } = context;
  const showsNodes = step.fields.includes('node_config') || step.fields.includes('login_node');
  const customValidate = useMemo(
    () => (showsNodes ? nodeCountValidator(form, catalogue, bareMetal, { _ }) : undefined),
    [showsNodes, form, catalogue, bareMetal, _],
  );
  return (
    <SchemaForm
      schema={form.schema}
      validator={form.validator()}
      messages={form.messages}
      uiSchema={uiSchema}
      stepFields={shownFields(step, context.formData, context.bareMetal)}
      formData={context.formData}
      widgets={creationWidgets}
      fields={creationFields}
      formContext={context}
      customValidate={customValidate}
      extraErrors={extraErrors}
      onChange={onChange}
      onSubmit={onNext}
    >
      <HStack justify="space-between" mt="8">
        <Button variant="outline" onClick={onPrevious} disabled={isFirst}>
          <Trans>Previous</Trans>
        </Button>
        <Button type="submit" colorPalette="blue">
          <Trans>Next</Trans>
        </Button>
      </HStack>
    </SchemaForm>
  );
}
