/**
 * Adding a user to a cluster or modifying one (the creating-users modal and the quota modal): the quota is the
 * contract's ClusterUserQuotaForm rendered by rjsf (precompiled validator, translated texts) with the cluster's
 * rule on core-hours (cluster-user-quota.ts); adding also takes the account and its password, checked with the
 * request's own contract rules (checkRequest) and shown beside their fields. The change is sent once per intent and
 * its job_id followed to its end (useFollowedChange): the list is refreshed when it is accepted and when it ends.
 */
import { Field, Input, Text } from '@chakra-ui/react';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { getListClusterUsersQueryKey, useAddClusterUser, useModifyClusterUser } from '@/api/generated/endpoints/users/users';
import addUserSchema from '@/api/generated/form-schemas/add-cluster-user-request.json';
import addUserValidators from '@/api/generated/form-validators/add-cluster-user-request';
import type { AddClusterUserRequest } from '@/api/generated/model/addClusterUserRequest';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterUser } from '@/api/generated/model/clusterUser';
import type { ModifyClusterUserRequest } from '@/api/generated/model/modifyClusterUserRequest';
import { useFollowedChange } from '@/shared/actions';
import { formatNumber } from '@/shared/format';
import { checkRequest, SchemaFormDialog, type FormValues } from '@/shared/forms';
import {
  coreHoursMaximum,
  initialQuota,
  quotaBody,
  quotaCustomValidate,
  QUOTA_FIELDS,
  QUOTA_MESSAGES,
  QUOTA_SCHEMA,
  quotaUiSchema,
  quotaValidator,
} from './cluster-user-quota';
import { ClusterFoldersWidget, ClusterQueuesWidget, type QuotaFormContext } from './quota-widgets';

const FORM_ID = 'cluster-user-quota-form';
const widgets = { clusterQueues: ClusterQueuesWidget, clusterFolders: ClusterFoldersWidget };

export interface ClusterUserDialogProps {
  cluster: Cluster;
  /** The account to modify; a new account when absent. */
  user?: ClusterUser;
  /** The cluster's core-hours not yet allocated (listClusterUsers). */
  unallocated: number | undefined;
  onClose(): void;
}

export function ClusterUserDialog({ cluster, user, unallocated, onClose }: ClusterUserDialogProps) {
  const { t } = useLingui();
  const { _ } = useLinguiContext();
  const i18n = useMemo(() => ({ _ }), [_]);
  const add = useAddClusterUser();
  const modify = useModifyClusterUser();
  const [formData, setFormData] = useState<FormValues>(() => initialQuota(user));
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>();
  const clusterName = cluster.cluster_name;
  const action = useFollowedChange({
    send: (body: { add?: AddClusterUserRequest; modify?: ModifyClusterUserRequest }) =>
      body.add ? add.mutateAsync({ data: body.add }) : modify.mutateAsync({ data: body.modify as ModifyClusterUserRequest }),
    refresh: [getListClusterUsersQueryKey()],
    fieldRefusals: { fields: QUOTA_FIELDS, show: setFieldErrors },
    messages: ({ add: adding, modify: modifying }) => {
      const name = adding?.account ?? modifying?.account ?? '';
      return adding
        ? { success: t`User ${name} is added to cluster ${clusterName}`, failure: t`Adding user ${name} to cluster ${clusterName} failed` }
        : { success: t`User ${name} is modified`, failure: t`Modifying user ${name} failed` };
    },
  });

  const maximum = coreHoursMaximum(unallocated, user?.allocated_core_hours);
  const customValidate = useMemo(() => quotaCustomValidate(maximum, i18n), [maximum, i18n]);
  const uiSchema = useMemo(() => quotaUiSchema(), []);
  const formContext = useMemo<QuotaFormContext>(
    () => ({ clusterId: cluster.cluster_id, mountPoint: cluster.nas_shared_path }),
    [cluster.cluster_id, cluster.nas_shared_path],
  );
  // The account and its password by the request's contract rules (the quota is the form's).
  const problems = user
    ? {}
    : checkRequest(
        { schema: addUserSchema, validators: addUserValidators },
        { cluster_id: cluster.cluster_id, account, password, ...quotaBody(formData) },
        i18n,
      );
  const accountProblem = attempted ? problems.account : undefined;
  const passwordProblem = attempted ? problems.password : undefined;

  const save = async (data: FormValues) => {
    const quota = quotaBody(data);
    if (user) {
      if (await action.run({ modify: { cluster_id: cluster.cluster_id, account: user.account, ...quota } as ModifyClusterUserRequest }))
        onClose();
      return;
    }
    if (problems.account || problems.password) return;
    if (await action.run({ add: { cluster_id: cluster.cluster_id, account, password, ...quota } as AddClusterUserRequest })) onClose();
  };

  const free = formatNumber(maximum);
  const userName = user?.account ?? '';
  return (
    <SchemaFormDialog
      title={user ? t`Modify user ${userName}` : t`Add a user to cluster ${clusterName}`}
      formId={FORM_ID}
      submitLabel={user ? <Trans>Save</Trans> : <Trans>Add</Trans>}
      busy={action.sending}
      onClose={onClose}
      size="lg"
      onSubmitCapture={() => setAttempted(true)}
      before={
        <>
          {!user && (
            <>
              <Field.Root required invalid={!!accountProblem}>
                <Field.Label>
                  <Trans>Account</Trans>
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input value={account} onChange={(event) => setAccount(event.currentTarget.value)} autoComplete="off" />
                <Field.ErrorText>{accountProblem}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={!!passwordProblem}>
                <Field.Label>
                  <Trans>Password</Trans>
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  autoComplete="new-password"
                />
                <Field.ErrorText>{passwordProblem}</Field.ErrorText>
              </Field.Root>
            </>
          )}
          {maximum !== undefined && (
            <Text textStyle="sm" color="fg.muted">
              <Trans>This account may hold at most {free} core-hours.</Trans>
            </Text>
          )}
        </>
      }
      form={{
        schema: QUOTA_SCHEMA,
        validator: quotaValidator(),
        messages: QUOTA_MESSAGES,
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
