/**
 * Change a mount point's quota (capacityExport): a whole number of GiB at the contract's minimum or above, checked
 * with the request's own validators before anything is sent; the new quota's price shown once it is priceable
 * (bill/cost). That the quota is not below the used volume, and that the file system can give it, are the
 * gateway's checks: its refusal ("The quota cannot be below the used volume", "storage is full") is said on the
 * quota. One request per intent; the change followed to its end.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCapacityExport } from '@/api/generated/endpoints/storage/storage';
import schema from '@/api/generated/form-schemas/capacity-nas-export-request.json';
import validators from '@/api/generated/form-validators/capacity-nas-export-request';
import type { CapacityNasExportRequest } from '@/api/generated/model/capacityNasExportRequest';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { formatSize } from '@/shared/format';
import { checkRequest } from '@/shared/forms/request-check';
import type { ExportDialogProps } from './export-dialog-props';
import { NasCost } from './nas-cost';
import { TextField } from '@/shared/ui/form-fields';
import { numberOf } from './number-of';
import { refusalOn, useRefusal } from './nas-refusal';
import { storageKeys } from './storage-keys';

export function ExportQuotaDialog({ item, open, onClose }: ExportDialogProps) {
  const { t, i18n } = useLingui();
  const capacity = useCapacityExport();
  const [text, setText] = useState(String(item.quota));
  const [checked, setChecked] = useState(false);
  const { refused, track } = useRefusal();
  const name = item.name;
  const quota = numberOf(text);
  const body = { fs_id: item.fs_id, nas_id: item.nas_id, ...(quota === undefined ? {} : { quota }) };
  const action = useFollowedChange({
    send: (data: CapacityNasExportRequest) => track(() => capacity.mutateAsync({ data })),
    refresh: storageKeys(item.fs_id, item.nas_id),
    messages: { success: t`The quota of mount point ${name} is changed`, failure: t`Changing the quota of mount point ${name} failed` },
  });
  const problem = checkRequest({ schema, validators }, body, i18n).quota;
  const shown = (checked ? problem : undefined) ?? refusalOn(refused, 'quota');
  const used = formatSize(item.used);
  const confirm = async () => {
    setChecked(true);
    if (problem) return;
    if (await action.run(body as CapacityNasExportRequest)) onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Change the quota of ${name}`}
      confirmLabel={t`Save`}
      busy={action.sending}
      confirmDisabled={quota === item.quota}
      onConfirm={confirm}
    >
      <Text textStyle="sm" color="fg.muted">
        <Trans>Used: {used}. The quota cannot be below the used volume.</Trans>
      </Text>
      <TextField label={<Trans>Quota (GiB)</Trans>} required type="number" value={text} onChange={setText} problem={shown} />
      <NasCost quota={quota} fsId={item.fs_id} />
    </ActionDialog>
  );
}
