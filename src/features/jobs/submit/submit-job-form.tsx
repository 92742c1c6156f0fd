/**
 * The job submission form (/hpc_job/submit_job): an rjsf form of the contract's SubmitJobForm, checked by its
 * precompiled validator, on an active cluster the user may run jobs on (a cluster that is not active, or one shared
 * read-only, cannot submit jobs). The fields shown follow the submit type: a command line, a job script (chosen on
 * the shared storage or written here, optionally from a file template: a written script is saved on the cluster
 * when the job is submitted, unless it already was) or a job template (whose values the form takes).
 */
import { Alert, Box, Button, Card, Grid, HStack, Stack } from '@chakra-ui/react';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomValidator } from '@rjsf/utils';
import { Send } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FileTemplate } from '@/api/generated/model/fileTemplate';
import type { JobTemplate } from '@/api/generated/model/jobTemplate';
import { runsJobs, SchemaForm, useClusterChoices, type FormValues } from '@/shared/forms';
import { arrayTaskCount } from '../arrays/array-facts';
import { ClusterFacts } from '../submit-cluster-facts';
import { QuotaExplanation, useNeedsTimeLimit } from './quota-explanation';
import type { ScriptDraft, SubmitContext } from './submit-context';
import { submitFields, submitUiSchema, submitWidgets } from './submit-job.ui-schema';
import { normalizeSubmitData, shownFields, SUBMIT_MESSAGES, SUBMIT_SCHEMA, submitValidator } from './submit-values';
import { useSaveScriptOnSubmit } from './use-save-script';
import { useSubmitJobFlow } from './use-submit-job';

/** The form, and the chosen cluster's facts beside it on wide screens. */
const LAYOUT_COLUMNS = 'minmax(0, 1fr) 24rem';

const NO_SCRIPT: ScriptDraft = { writing: false, file_name: '', content: '' };

export function SubmitJobForm({ initial }: { initial: FormValues }) {
  const { t } = useLingui();
  // `_` changes with the locale: the enum labels follow it.
  const { _ } = useLinguiContext();
  const [formData, setFormData] = useState<FormValues>(initial);
  const [script, setScript] = useState<ScriptDraft>(NO_SCRIPT);
  const flow = useSubmitJobFlow();
  const clusters = useClusterChoices();
  const cluster = clusters.data?.cluster_set.find((item) => item.cluster_id === formData.cluster_id);
  const inactive = !!cluster && cluster.status !== 'active';
  const readOnly = !!cluster && !runsJobs(cluster);
  const scriptSave = useSaveScriptOnSubmit(formData, script);
  // The templates being chosen, for normalizeSubmitData to take their values with the choice.
  const chosenTemplates = useRef(new Map<string, JobTemplate>());

  const { fieldErrors, clearFieldErrors } = flow;
  const onChange = useCallback(
    (next: FormValues) => {
      // The gateway's errors on a field go when the field changes.
      if (fieldErrors && Object.keys(fieldErrors).some((key) => next[key] !== formData[key])) clearFieldErrors();
      setFormData((previous) => normalizeSubmitData(previous, next, (tempId) => chosenTemplates.current.get(tempId)));
    },
    [fieldErrors, clearFieldErrors, formData],
  );

  const context = useMemo<SubmitContext>(
    () => ({
      formData,
      cluster,
      script,
      setScript,
      chooseTemplate: (template: JobTemplate) => chosenTemplates.current.set(template.temp_id, template),
      chooseFileTemplate: (template: FileTemplate) =>
        setScript({ writing: true, file_name: template.file_name, content: template.content }),
    }),
    [formData, cluster, script],
  );

  const notActive = t`The cluster is not active and cannot submit jobs`;
  const notYours = t`The cluster is shared with you read-only: you cannot submit jobs to it`;
  const blocked = readOnly ? notYours : inactive ? notActive : undefined;
  const { scriptProblem } = scriptSave;
  const needsTimeLimit = useNeedsTimeLimit(typeof formData.cluster_id === 'string' ? formData.cluster_id : undefined);
  const noTimeLimit = t`Required: your core-hours on this cluster are limited, and a job counts as its cores × time limit`;
  const customValidate = useCallback<CustomValidator>(
    (data, errors) => {
      if (blocked) errors.cluster_id?.addError(blocked);
      if (scriptProblem) errors.script_path?.addError(scriptProblem);
      // A rule from data (the user's quota), as the gateway keeps it (ADR 0026).
      if (needsTimeLimit && typeof data?.time_limit !== 'number') errors.time_limit?.addError(noTimeLimit);
      return errors;
    },
    [blocked, scriptProblem, needsTimeLimit, noTimeLimit],
  );
  const uiSchema = useMemo(() => submitUiSchema({ _ }), [_]);
  const submitType = formData.submit_type;
  const fields = useMemo(() => shownFields({ submit_type: submitType }), [submitType]);

  return (
    <Grid templateColumns={{ base: '1fr', xl: LAYOUT_COLUMNS }} gap="6" alignItems="start">
      <Stack gap="5" minW="0">
        {blocked ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{blocked}</Alert.Title>
          </Alert.Root>
        ) : null}
        <SchemaForm
          schema={SUBMIT_SCHEMA}
          validator={submitValidator()}
          messages={SUBMIT_MESSAGES}
          uiSchema={uiSchema}
          stepFields={fields}
          formData={formData}
          widgets={submitWidgets}
          fields={submitFields}
          formContext={context}
          customValidate={customValidate}
          extraErrors={fieldErrors}
          suppliedOnSubmit={scriptSave.supplied}
          onChange={onChange}
          onSubmit={(data) =>
            void scriptSave.thenSubmit(data, flow.submit, (path) => setFormData((previous) => ({ ...previous, script_path: path })))
          }
        >
          {/* Beside the button, where a refusal's toast (top of the page) never covers it. */}
          <Box mt="8">
            <QuotaExplanation
              clusterId={typeof formData.cluster_id === 'string' ? formData.cluster_id : undefined}
              cores={typeof formData.cores === 'number' ? formData.cores : 1}
              timeLimit={typeof formData.time_limit === 'number' ? formData.time_limit : undefined}
              tasks={typeof formData.array === 'string' ? arrayTaskCount(formData.array) : undefined}
            />
          </Box>
          <HStack justify="flex-end" mt="4">
            <Button
              type="submit"
              colorPalette="blue"
              loading={flow.submitting || scriptSave.saving}
              disabled={flow.submitting || scriptSave.saving}
            >
              <Send />
              <Trans>Submit job</Trans>
            </Button>
          </HStack>
        </SchemaForm>
      </Stack>
      {cluster ? (
        <Box as="aside" aria-label={t`Chosen cluster`}>
          <Card.Root size="sm" variant="subtle">
            <Card.Body>
              <ClusterFacts cluster={cluster} />
            </Card.Body>
          </Card.Root>
        </Box>
      ) : null}
    </Grid>
  );
}
