/**
 * Create a mount point (createExport) in a file system through the contract's CreateNasExportForm: name, quota (GiB,
 * the contract's minimum), shared path, description; the quota's price shown once it is priceable (bill/cost). A
 * name already used is said on the name, "storage is full" on the quota; the creation is followed until the mount
 * point is Active.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCreateExport } from '@/api/generated/endpoints/storage/storage';
import { messages } from '@/api/generated/form-messages/create-nas-export-form';
import schema from '@/api/generated/form-schemas/create-nas-export-form.json';
import validators from '@/api/generated/form-validators/create-nas-export-form';
import type { CreateNasExportRequest } from '@/api/generated/model/createNasExportRequest';
import type { FileSystem } from '@/api/generated/model/fileSystem';
import { useFollowedChange } from '@/shared/actions';
import { formatSize } from '@/shared/format';
import type { FormValues } from '@/shared/forms';
import { NasFormDialog } from './nas-form-dialog';
import { useRefusal } from './nas-refusal';
import { storageKeys } from './storage-keys';

export interface CreateExportDialogProps {
  fileSystem: Pick<FileSystem, 'fs_id' | 'name' | 'capacity' | 'allocated'>;
  open: boolean;
  onClose(): void;
}

export function CreateExportDialog({ fileSystem, open, onClose }: CreateExportDialogProps) {
  const { t } = useLingui();
  const create = useCreateExport();
  const { refused, track } = useRefusal();
  const fsId = fileSystem.fs_id;
  const fsName = fileSystem.name;
  const action = useFollowedChange({
    send: (data: CreateNasExportRequest) => track(() => create.mutateAsync({ fsid: fsId, data })),
    refresh: storageKeys(fsId),
    messages: ({ name }) => ({ success: t`Mount point ${name} is created`, failure: t`Creating mount point ${name} failed` }),
  });
  if (!open) return null;
  const left = formatSize(Math.max(0, fileSystem.capacity - (fileSystem.allocated ?? 0)), { from: 'GB' });
  return (
    <NasFormDialog
      formId="create-export-form"
      title={<Trans>Create mount point in {fsName}</Trans>}
      submitLabel={<Trans>Create</Trans>}
      schema={schema}
      validators={validators}
      messages={messages}
      pricedField="quota"
      fsId={fsId}
      send={async (values: FormValues) => Boolean(await action.run(values as unknown as CreateNasExportRequest))}
      sending={action.sending}
      refused={refused}
      onClose={onClose}
    >
      <Text textStyle="sm" color="fg.muted">
        <Trans>The file system has {left} not yet given to mount points.</Trans>
      </Text>
    </NasFormDialog>
  );
}
