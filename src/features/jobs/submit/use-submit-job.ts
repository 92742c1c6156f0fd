/**
 * Sending a submission: job/submitJob once (a second submit while one is in flight or accepted is dropped, and the
 * gateway refuses an identical one still being accepted with "Please do not duplicate submissions"), followed in
 * the operation log to the scheduler's acceptance; then the job's page. A refusal is told in a toast with the
 * gateway's message, and a refusal naming fields (409, ret_code 1100) also on those fields.
 */
import { useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getGetQuotaUsageQueryKey, getListJobsQueryKey, useSubmitJob } from '@/api/generated/endpoints/jobs/jobs';
import { getListOperationsQueryKey } from '@/api/generated/endpoints/operation-log/operation-log';
import type { SubmitJobRequest } from '@/api/generated/model/submitJobRequest';
import { useFollowedChange } from '@/shared/actions/use-followed-change';
import { gatewayFieldErrors, type FormValues } from '@/shared/forms';
import { useJobPath } from '../job-paths';
import { SUBMIT_FIELDS, submitRequestBody } from './submit-values';

export function useSubmitJobFlow() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const jobPath = useJobPath();
  const { mutateAsync } = useSubmitJob();
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  /** The hpcjob_uuid of the accepted submission. */
  const submitted = useRef<string | undefined>(undefined);

  const { run, sending } = useFollowedChange({
    send: async (body: SubmitJobRequest) => {
      try {
        const answer = await mutateAsync({ data: body });
        submitted.current = answer.hpcjob_uuid;
        return answer;
      } catch (error) {
        setFieldErrors(gatewayFieldErrors(error, SUBMIT_FIELDS));
        throw error;
      }
    },
    // The job reserves core-hours: the quota figures (submit form, header) are read again (ADR 0026).
    refresh: [getListJobsQueryKey(), getListOperationsQueryKey(), getGetQuotaUsageQueryKey()],
    messages: ({ name }) => ({
      success: t`Job ${name} was accepted by the scheduler`,
      failure: t`Submitting job ${name} failed`,
      refused: t`The job could not be submitted`,
    }),
  });

  const submit = useCallback(
    async (formData: FormValues) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setFieldErrors(undefined);
      submitted.current = undefined;
      const operation = await run(submitRequestBody(formData)).catch(() => null);
      // Set by `send` meanwhile (TypeScript keeps the narrowing of the assignment above across the await).
      const uuid = submitted.current as string | undefined;
      if (operation && uuid) {
        // Accepted: the form is done (it stays disabled while the job's page opens).
        void navigate(jobPath({ hpcjob_uuid: uuid }));
        return;
      }
      inFlight.current = false;
      setBusy(false);
    },
    [run, navigate, jobPath],
  );

  const clearFieldErrors = useCallback(() => setFieldErrors(undefined), []);
  return { submit, submitting: busy || sending, fieldErrors, clearFieldErrors };
}
