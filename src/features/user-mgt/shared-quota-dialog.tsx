/**
 * Allocating a shared member's resources on one cluster, or changing them (the quota modal): the contract's
 * SharedUserQuotaForm rendered by rjsf (precompiled validator, translated texts) with the member's usage as the floor
 * of a changed limit (shared-quota.ts). The change is sent once per intent and its job_id followed to its end
 * (useFollowedChange): the members are read again when it is accepted and when it ends.
 */
import { Text } from '@chakra-ui/react';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import {
  getListSharedClustersQueryKey,
  getListSharedUsersQueryKey,
  useAddSharedResourceLimit,
  useModifySharedResourceLimit,
} from '@/api/generated/endpoints/shared/shared';
import type { AddSharedResourceLimitRequest } from '@/api/generated/model/addSharedResourceLimitRequest';
import type { SharedUser } from '@/api/generated/model/sharedUser';
import type { SharedUserCluster } from '@/api/generated/model/sharedUserCluster';
import { useFollowedChange } from '@/shared/actions';
import { formatNumber } from '@/shared/format';
import { SchemaFormDialog, type FormValues } from '@/shared/forms';
import {
  initialSharedQuota,
  SHARED_QUOTA_FIELDS,
  SHARED_QUOTA_MESSAGES,
  SHARED_QUOTA_SCHEMA,
  sharedQuotaBody,
  sharedQuotaCustomValidate,
  sharedQuotaUiSchema,
  sharedQuotaValidator,
  usageOf,
} from './shared-quota';
import { ClusterQueueNameWidget, FolderAccessWidget, type SharedQuotaContext } from './shared-quota-widgets';

const FORM_ID = 'shared-user-quota-form';
const widgets = { clusterQueueName: ClusterQueueNameWidget, folderAccess: FolderAccessWidget };

export interface SharedQuotaDialogProps {
  member: SharedUser;
  /** The cluster the limit is on: changing its limit when it has one, allocating one otherwise. */
  cluster: SharedUserCluster;
  onClose(): void;
}

export function SharedQuotaDialog({ member, cluster, onClose }: SharedQuotaDialogProps) {
  const { t } = useLingui();
  const { _ } = useLinguiContext();
  const i18n = useMemo(() => ({ _ }), [_]);
  const add = useAddSharedResourceLimit();
  const modify = useModifySharedResourceLimit();
  const changing = !!cluster.resource_limit;
  const [formData, setFormData] = useState<FormValues>(() => initialSharedQuota(cluster));
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>();
  // The cluster's mount point (nas_shared_path), under which its folders are offered.
  const listed = useListClusters({ cluster_id: [cluster.cluster_id], limit: 10 }, { query: { staleTime: 60_000 } });
  const mountPoint = listed.data?.cluster_set.find((row) => row.cluster_id === cluster.cluster_id)?.nas_shared_path;
  const memberName = member.username;
  const clusterName = cluster.cluster_name ?? cluster.cluster_id;
  const action = useFollowedChange({
    send: (data: AddSharedResourceLimitRequest) => (changing ? modify.mutateAsync({ data }) : add.mutateAsync({ data })),
    refresh: [getListSharedUsersQueryKey(), getListSharedClustersQueryKey()],
    fieldRefusals: { fields: SHARED_QUOTA_FIELDS, show: setFieldErrors },
    messages: changing
      ? {
          success: t`The resources of ${memberName} on cluster ${clusterName} are changed`,
          failure: t`Changing the resources of ${memberName} on cluster ${clusterName} failed`,
        }
      : {
          success: t`Resources on cluster ${clusterName} are allocated to ${memberName}`,
          failure: t`Allocating resources on cluster ${clusterName} to ${memberName} failed`,
        },
  });

  const usage = useMemo(() => (changing ? usageOf(cluster) : undefined), [changing, cluster]);
  const customValidate = useMemo(() => sharedQuotaCustomValidate(usage, i18n), [usage, i18n]);
  const uiSchema = useMemo(() => sharedQuotaUiSchema(), []);
  const formContext = useMemo<SharedQuotaContext>(() => ({ clusterId: cluster.cluster_id, mountPoint }), [cluster.cluster_id, mountPoint]);

  const save = async (data: FormValues) => {
    const body = {
      cluster_id: cluster.cluster_id,
      shared_user_id: member.shared_user_id,
      ...sharedQuotaBody(data),
    } as AddSharedResourceLimitRequest;
    if (await action.run(body)) onClose();
  };

  const usedHours = formatNumber(usage?.coreHours ?? 0);
  const usedStorage = formatNumber(usage?.storageGb ?? 0);
  return (
    <SchemaFormDialog
      title={
        changing ? t`Change the resources of ${memberName} on ${clusterName}` : t`Allocate resources on ${clusterName} to ${memberName}`
      }
      formId={FORM_ID}
      submitLabel={changing ? <Trans>Save</Trans> : <Trans>Allocate</Trans>}
      busy={action.sending}
      onClose={onClose}
      size="lg"
      before={
        usage && (
          <Text textStyle="sm" color="fg.muted">
            <Trans>
              {memberName} has used {usedHours} core-hours and {usedStorage} GB of storage on this cluster.
            </Trans>
          </Text>
        )
      }
      form={{
        schema: SHARED_QUOTA_SCHEMA,
        validator: sharedQuotaValidator(),
        messages: SHARED_QUOTA_MESSAGES,
        uiSchema,
        formData,
        widgets,
        formContext,
        customValidate,
        extraErrors: fieldErrors,
        onChange: setFormData,
        onSubmit: (data) => void save(data),
      }}
    />
  );
}
