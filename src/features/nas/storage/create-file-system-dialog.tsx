/**
 * Create a NAS file system (createFileSystem) through the contract's CreateFileSystemForm: name, capacity (GiB, the
 * contract's minimum), description; the capacity's price shown once it is priceable (bill/cost). A name already
 * used is said on the name, "Lack of balance" as a toast; the creation is followed until the file system is Active.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCreateFileSystem } from '@/api/generated/endpoints/storage/storage';
import { messages } from '@/api/generated/form-messages/create-file-system-form';
import schema from '@/api/generated/form-schemas/create-file-system-form.json';
import validators from '@/api/generated/form-validators/create-file-system-form';
import type { CreateFileSystemRequest } from '@/api/generated/model/createFileSystemRequest';
import { useFollowedChange } from '@/shared/actions';
import type { FormValues } from '@/shared/forms';
import { NasFormDialog } from './nas-form-dialog';
import { useRefusal } from './nas-refusal';
import { storageKeys } from './storage-keys';

export interface CreateFileSystemDialogProps {
  open: boolean;
  onClose(): void;
  /** The new file system, once the creation is accepted. */
  onCreated?(fsId: string): void;
}

export function CreateFileSystemDialog({ open, onClose, onCreated }: CreateFileSystemDialogProps) {
  const { t } = useLingui();
  const create = useCreateFileSystem();
  const { refused, track } = useRefusal();
  const action = useFollowedChange({
    send: async (data: CreateFileSystemRequest) => {
      const answer = await track(() => create.mutateAsync({ data }));
      onCreated?.(answer.fs_id);
      return answer;
    },
    refresh: storageKeys(),
    messages: ({ name }) => ({ success: t`File system ${name} is created`, failure: t`Creating file system ${name} failed` }),
  });
  if (!open) return null;
  return (
    <NasFormDialog
      formId="create-file-system-form"
      title={<Trans>Create file system</Trans>}
      submitLabel={<Trans>Create</Trans>}
      schema={schema}
      validators={validators}
      messages={messages}
      pricedField="capacity"
      send={async (values: FormValues) => Boolean(await action.run(values as unknown as CreateFileSystemRequest))}
      sending={action.sending}
      refused={refused}
      onClose={onClose}
    />
  );
}
