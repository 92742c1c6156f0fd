/** Deleting a job template (jobtemplate/tempDelete), confirmed; jobs already submitted from it are not affected. */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getListJobTemplatesQueryKey, useDeleteJobTemplate } from '@/api/generated/endpoints/job-templates/job-templates';
import type { JobTemplate } from '@/api/generated/model/jobTemplate';
import { ActionDialog } from '@/shared/actions/action-dialog';
import { mutationErrorToast, showSuccessToast } from '@/shared/errors';

export interface DeleteJobTemplateDialogProps {
  open: boolean;
  template: Pick<JobTemplate, 'temp_id' | 'name'>;
  onClose(): void;
}

export function DeleteJobTemplateDialog({ open, template, onClose }: DeleteJobTemplateDialogProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const { name, temp_id: tempId } = template;
  const remove = useDeleteJobTemplate({ mutation: { onError: mutationErrorToast(t`Could not delete job template ${name}`) } });
  const confirm = () =>
    remove.mutate(
      { data: { temp_id: template.temp_id } },
      {
        onSuccess: async () => {
          await client.invalidateQueries({ queryKey: getListJobTemplatesQueryKey() });
          showSuccessToast(t`Job template ${name} is deleted`);
          onClose();
        },
      },
    );
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Delete job template`}
      tone="danger"
      confirmLabel={t`Delete`}
      busy={remove.isPending}
      onConfirm={confirm}
    >
      <Text>
        <Trans>
          Delete job template <strong>{name}</strong> ({tempId})? Jobs already submitted from it are not affected.
        </Trans>
      </Text>
    </ActionDialog>
  );
}
