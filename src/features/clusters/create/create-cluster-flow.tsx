/**
 * The creation flow (spec sections 2 and 4): steps from 1 with next and previous, each an rjsf form of part of the
 * contract's creation form, validated by the form's own schema before the next step opens; then the review and
 * the submit. The price beside it follows the choices. A refusal of the gateway that names fields (a cluster name
 * taken, a node count out of range) opens the first step holding one of them, with the message on the field until
 * the field changes.
 */
import { Alert, Box, Button, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ClusterType } from '@/api/generated/model/clusterType';
import { errorMessage } from '@/shared/errors';
import type { FormValues } from '@/shared/forms';
import { CLUSTER_FORMS } from './cluster-forms';
import { ClusterTemplatePicker } from './cluster-template-picker';
import { applyTemplate } from './cluster-templates';
import type { CreationContext } from './creation-context';
import { CREATION_STEPS } from './creation-steps';
import { CreationStepForm } from './creation-step-form';
import { initialFormData, isBareMetalChoice, normalizeFormData, sameFormData } from './form-data';
import { PriceSummary } from './price-summary';
import { ReviewStep } from './review-step';
import { useSourceCluster } from './source-cluster';
import { SourceClusterPicker } from './source-cluster-picker';
import { StepIndicator } from './step-indicator';
import { useClusterTemplates } from './use-cluster-templates';
import { useCreationCatalogue } from './use-creation-catalogue';
import { useSubmitCreation } from './use-submit-creation';

/** The steps, and the price panel beside them on wide screens. */
const LAYOUT_COLUMNS = 'minmax(0, 1fr) 20rem';

export function CreateClusterFlow({ type }: { type: ClusterType }) {
  const { t, i18n } = useLingui();
  const form = CLUSTER_FORMS[type];
  const steps = CREATION_STEPS[type];
  const catalogue = useCreationCatalogue(type);
  const source = useSourceCluster(type);
  const [stepIndex, setStepIndex] = useState(0);
  const [formData, setFormData] = useState<FormValues>(() => initialFormData(form));
  const [gatewayErrors, setGatewayErrors] = useState<ErrorSchema | undefined>();
  const showFieldErrors = useCallback(
    (errors: ErrorSchema) => {
      const first = steps.findIndex((candidate) => candidate.fields.some((field) => field in errors));
      if (first < 0) return;
      setGatewayErrors(errors);
      setStepIndex(first);
    },
    [steps],
  );
  const { submit, isPending } = useSubmitCreation(type, showFieldErrors);

  const { conf, skus, versions } = catalogue;
  const normalize = useCallback(
    (previous: FormValues, next: FormValues) => normalizeFormData(type, previous, next, { conf, skus, versions }),
    [type, conf, skus, versions],
  );

  // The conf, the SKUs and the versions arrive after the form: the node specs and the networks follow them.
  useEffect(() => {
    setFormData((current) => {
      const next = normalize(current, current);
      return sameFormData(current, next) ? current : next;
    });
  }, [normalize]);

  // "Create from an existing cluster": start again from step 1 with its configuration.
  const appliedSource = useRef('');
  useEffect(() => {
    if (!source.prefill || appliedSource.current === source.sourceId) return;
    appliedSource.current = source.sourceId;
    setFormData(normalize({}, initialFormData(form, source.prefill)));
    setStepIndex(0);
  }, [source.prefill, source.sourceId, normalize, form]);

  const bareMetal = isBareMetalChoice(formData, catalogue);
  // Checked against the chosen version: a -BM version sells bare-metal compute nodes only.
  const templates = useClusterTemplates(type, { conf, skus, bareMetal });
  const [templateKey, setTemplateKey] = useState('');
  const context = useMemo<CreationContext>(() => ({ formData, catalogue, bareMetal }), [formData, catalogue, bareMetal]);
  const step = steps[stepIndex];

  if (catalogue.isPending) return <Spinner role="status" aria-label={t`Loading`} />;
  if (catalogue.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The creation choices could not be loaded</Trans>
          </Alert.Title>
          <Alert.Description>{errorMessage(catalogue.error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={catalogue.retry}>
          <Trans>Retry</Trans>
        </Button>
      </Alert.Root>
    );
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: LAYOUT_COLUMNS }} gap="6" alignItems="start">
      <Stack gap="6" minW="0">
        <StepIndicator steps={steps} current={stepIndex} />
        {stepIndex === 0 ? <SourceClusterPicker source={source} /> : null}
        {stepIndex === 0 ? (
          <ClusterTemplatePicker
            templates={templates}
            chosen={templateKey}
            onChoose={(template) => {
              setTemplateKey(template?.key ?? '');
              if (template) setFormData((previous) => normalize(previous, applyTemplate(type, previous, template)));
            }}
          />
        ) : null}
        <Box as="section" aria-labelledby="creation-step-title">
          <Heading id="creation-step-title" as="h3" size="md" mb="1">
            {i18n._(step.title)}
          </Heading>
          <Text color="fg.muted" textStyle="sm" mb="5">
            {i18n._(step.description)}
          </Text>
          {step.fields.length ? (
            <CreationStepForm
              key={step.id}
              form={form}
              step={step}
              context={context}
              isFirst={stepIndex === 0}
              extraErrors={gatewayErrors}
              onChange={(next) => {
                // The gateway's message stays on its field until the field changes.
                if (
                  gatewayErrors &&
                  Object.keys(gatewayErrors).some((field) => JSON.stringify(next[field]) !== JSON.stringify(formData[field]))
                )
                  setGatewayErrors(undefined);
                setFormData((previous) => normalize(previous, next));
              }}
              onNext={(next) => {
                setFormData((previous) => normalize(previous, next));
                setStepIndex(stepIndex + 1);
              }}
              onPrevious={() => setStepIndex(stepIndex - 1)}
            />
          ) : (
            <ReviewStep
              form={form}
              context={context}
              submitting={isPending}
              onPrevious={() => setStepIndex(stepIndex - 1)}
              onEdit={setStepIndex}
              onSubmit={() => submit(formData)}
            />
          )}
        </Box>
      </Stack>
      <PriceSummary type={type} formData={formData} appId={catalogue.appId} messages={form.messages} />
    </Grid>
  );
}
