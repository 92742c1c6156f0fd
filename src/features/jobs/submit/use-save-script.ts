/**
 * A job script written in the submit form is saved on the cluster (job/createJobFile) when the job is submitted,
 * unless the user saved it already: the form then sends the path the gateway answered. While the script is not
 * saved, its path is not required of the user (the submit supplies it); a script without its text or file name is
 * told as such on the field, never as a bare "Required".
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { useCreateJobFile } from '@/api/generated/endpoints/jobs/jobs';
import { mutationErrorToast } from '@/shared/errors';
import type { FormValues } from '@/shared/forms';
import type { ScriptDraft } from './submit-context';

const SUPPLIED = ['script_path'] as const;

export function useSaveScriptOnSubmit(formData: FormValues, script: ScriptDraft) {
  const { t } = useLingui();
  const save = useCreateJobFile({ mutation: { onError: mutationErrorToast(t`Could not save the job script`) } });
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const clusterId = typeof formData.cluster_id === 'string' ? formData.cluster_id : undefined;
  const pending = formData.submit_type === 'script' && script.writing && !formData.script_path;
  const scriptProblem = !pending
    ? undefined
    : !script.content.trim()
      ? t`Write the job script: it is saved on the cluster when you submit the job`
      : !script.file_name.trim()
        ? t`Give the script a file name: it is saved on the cluster under it when you submit the job`
        : undefined;

  const thenSubmit = useCallback(
    async (data: FormValues, submit: (data: FormValues) => Promise<void>, saved: (path: string) => void) => {
      if (!pending) return submit(data);
      if (busy.current || !clusterId) return;
      busy.current = true;
      setSaving(true);
      try {
        const answer = await save
          .mutateAsync({ data: { cluster_id: clusterId, file_name: script.file_name.trim(), content: script.content } })
          .catch(() => null);
        if (!answer) return;
        saved(answer.file_path);
        await submit({ ...data, script_path: answer.file_path });
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [pending, clusterId, save, script],
  );

  return { supplied: pending ? SUPPLIED : undefined, scriptProblem, saving, thenSubmit };
}
