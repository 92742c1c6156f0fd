/**
 * Add a shared member to a cluster (shared/user/addUser): one of the owner's IAM users, picked from the list
 * (DescribeIAMUsers) or given by e-mail, with an account name on the cluster and a read-only or read-write
 * permission. The fields are checked with the request's own contract rules (precompiled validators, checkRequest)
 * before sending, each message beside its field. The gateway answers "The user does not exist" for an e-mail that
 * matches no IAM user.
 */
import { Field, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDescribeIamUsers } from '@/api/generated/endpoints/projects/projects';
import { useAddSharedUser } from '@/api/generated/endpoints/shared/shared';
import type { AddSharedUserRequest } from '@/api/generated/model/addSharedUserRequest';
import type { Cluster } from '@/api/generated/model/cluster';
import type { SharedPermission } from '@/api/generated/model/sharedPermission';
import addSharedUserSchema from '@/api/generated/form-schemas/add-shared-user-request.json';
import addSharedUserValidators from '@/api/generated/form-validators/add-shared-user-request';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { checkRequest } from '@/shared/forms/request-check';
import { SelectField } from '@/shared/ui/form-fields';
import { SHARING_KEYS } from '../actions/refresh-keys';
import { SharedPermissionField } from '../shared-permission-field';

const BY_EMAIL = '';

export function AddSharedMemberDialog({ cluster, open, onClose }: { cluster: Cluster; open: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const iamUsers = useDescribeIamUsers({ status: 'active', limit: 100, offset: 0 }, { query: { enabled: open } });
  const add = useAddSharedUser();
  const [iamUserId, setIamUserId] = useState(BY_EMAIL);
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [permission, setPermission] = useState<SharedPermission>('readonly');
  const [touched, setTouched] = useState(false);
  const name = cluster.cluster_name;
  const action = useFollowedChange({
    send: (data: AddSharedUserRequest) => add.mutateAsync({ data }),
    refresh: SHARING_KEYS,
    messages: { success: t`The member is added to cluster ${name}`, failure: t`Adding the member to cluster ${name} failed` },
  });
  const byEmail = iamUserId === BY_EMAIL;
  const who = byEmail ? (email.trim() ? { email: email.trim() } : {}) : { iam_user_id: iamUserId };
  const body = { cluster_id: cluster.cluster_id, permission, ...who, ...(username.trim() ? { username: username.trim() } : {}) };
  // The contract's rules of each field (the request's precompiled validators); which of e-mail and IAM user is given
  // is the dialog's choice, so an empty e-mail is "Required" here.
  const problems = checkRequest({ schema: addSharedUserSchema, validators: addSharedUserValidators }, body, i18n);
  const emailProblem = !byEmail ? null : !email.trim() ? t`Required` : (problems.email ?? null);
  const usernameProblem = problems.username ?? null;
  const confirm = async () => {
    setTouched(true);
    if (emailProblem || usernameProblem || !body.username) return;
    if (await action.run({ ...body, username: body.username })) onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Add a shared member`}
      confirmLabel={t`Add`}
      busy={action.sending}
      onConfirm={() => void confirm()}
    >
      <SelectField
        label={<Trans>IAM user</Trans>}
        value={iamUserId}
        options={[
          { value: BY_EMAIL, label: t`Give an e-mail address` },
          ...(iamUsers.data?.iam_user_set ?? []).map((user) => ({
            value: user.iam_user_id,
            label: user.email ? `${user.iamuser_name} (${user.email})` : user.iamuser_name,
          })),
        ]}
        onChange={setIamUserId}
      />
      {byEmail && (
        <Field.Root required invalid={touched && !!emailProblem}>
          <Field.Label>
            <Trans>E-mail</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} autoComplete="off" />
          <Field.ErrorText>{emailProblem}</Field.ErrorText>
        </Field.Root>
      )}
      <Field.Root required invalid={touched && !!usernameProblem}>
        <Field.Label>
          <Trans>Account name on the cluster</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={username} onChange={(event) => setUsername(event.currentTarget.value)} autoComplete="off" />
        <Field.ErrorText>{usernameProblem}</Field.ErrorText>
      </Field.Root>
      <SharedPermissionField value={permission} onChange={setPermission} />
    </ActionDialog>
  );
}
