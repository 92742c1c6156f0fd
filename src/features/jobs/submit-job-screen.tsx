/**
 * The submit-job page (/hpc_job/submit_job[/{cluster id}[/{job id}]][?template={temp_id}]): the submission form,
 * on the route's cluster, filled from the job being resubmitted or from the job template applied (the template
 * list's "apply"). The form opens once what fills it has arrived, so nothing typed is overwritten.
 */
import { Alert, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { useGetJobTemplate } from '@/api/generated/endpoints/job-templates/job-templates';
import { useGetJobDetail } from '@/api/generated/endpoints/jobs/jobs';
import { errorMessage } from '@/shared/errors/error-message';
import type { FormValues } from '@/shared/forms';
import { SubmitJobForm } from './submit/submit-job-form';
import { applyTemplate, initialSubmitData, valuesFromJob } from './submit/submit-values';

export function SubmitJobScreen() {
  const { t } = useLingui();
  const { id: clusterId, job_id: jobId } = useParams();
  const [search] = useSearchParams();
  const templateId = jobId ? null : search.get('template');
  const job = useGetJobDetail(jobId ?? '', undefined, { query: { enabled: !!jobId, staleTime: Infinity } });
  const template = useGetJobTemplate({ temp_id: templateId ?? '' }, { query: { enabled: !!templateId, staleTime: Infinity } });
  const source = jobId ? job : templateId ? template : null;

  if (source?.isPending) return <Spinner role="status" aria-label={t`Loading…`} />;

  let initial: FormValues = initialSubmitData(clusterId ? { cluster_id: clusterId } : {});
  let note: string | null = null;
  if (job.data) {
    const name = job.data.job.name;
    initial = initialSubmitData({ ...valuesFromJob(job.data.job), ...(clusterId ? { cluster_id: clusterId } : {}) });
    note = t`Resubmitting ${name}: the form holds the job's values.`;
  } else if (template.data) {
    const name = template.data.hpc_job_template.name;
    initial = applyTemplate(initial, template.data.hpc_job_template);
    note = t`From job template ${name}: the job runs the template's command or script.`;
  }

  return (
    <Stack gap="4">
      {source?.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {jobId ? <Trans>The job to resubmit could not be loaded</Trans> : <Trans>The job template could not be loaded</Trans>}
            </Alert.Title>
            <Alert.Description>{errorMessage(source.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {note ? <Text color="fg.muted">{note}</Text> : null}
      <SubmitJobForm initial={initial} />
    </Stack>
  );
}
