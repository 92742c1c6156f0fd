/**
 * The sharing modal (share a cluster, including to a child account): the cluster's members, and an account to
 * add by e-mail or user id with a read-only or read-write permission. The owner's HPC-authorised sub-accounts
 * are offered as choices. The e-mail format is the contract's; an unknown account gives "The user does not exist".
 */
import { Box, Button, Field, HStack, Input, Link, Separator, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListSubUsers } from '@/api/generated/endpoints/projects/projects';
import type { SharedPermission } from '@/api/generated/model/sharedPermission';
import { ActionDialog } from '@/shared/actions';
import { subAccountPath } from '@/shared/routing/sub-account-link';
import { useSession } from '@/shared/session/session-context';
import { SharedPermissionField } from '../shared-permission-field';
import type { ClusterDialogProps } from './lifecycle-dialog';
import { ShareMembers } from './share-members';
import { useClusterSharing, type AccountProblem } from './use-cluster-sharing';

function SubAccountChoices({ onPick }: { onPick(account: string): void }) {
  const subUsers = useListSubUsers({ status: 'enable', limit: 100, offset: 0 });
  const choices = subUsers.data?.sub_user_set ?? [];
  if (choices.length === 0) return null;
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted" mb="1">
        <Trans>Your authorised sub-accounts</Trans>
      </Text>
      <Wrap gap="1">
        {choices.map((sub) => (
          <Button key={sub.user_id} size="xs" variant="surface" onClick={() => onPick(sub.email ?? sub.user_id)}>
            {sub.user_name}
          </Button>
        ))}
      </Wrap>
    </Box>
  );
}

export function ShareClusterDialog({ cluster, open, onClose }: ClusterDialogProps) {
  const { t } = useLingui();
  const sharing = useClusterSharing(cluster, open);
  const [account, setAccount] = useState('');
  const [permission, setPermission] = useState<SharedPermission>('readonly');
  const [problem, setProblem] = useState<AccountProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const problemText: Record<AccountProblem, string> = {
    required: t`Required`,
    email: t`Please enter a valid e-mail address`,
    not_found: t`The user does not exist`,
    already: t`The account is already a member`,
    not_opened: t`HPC is not opened for this sub-account yet`,
  };
  const { zone } = useSession();
  const [notOpenedId, setNotOpenedId] = useState('');
  const submit = async () => {
    setChecking(true);
    try {
      const result = await sharing.share(account, permission);
      if (result === 'refused') return;
      setProblem(result);
      if (result === 'not_opened') setNotOpenedId(sharing.lastAccountId.current ?? '');
      if (result === null) setAccount('');
    } finally {
      setChecking(false);
    }
  };
  const name = cluster.cluster_name;
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Share cluster ${name}`}
      confirmLabel={t`Share`}
      cancelLabel={t`Close`}
      size="lg"
      busy={checking || sharing.adding}
      confirmDisabled={!account.trim()}
      onConfirm={submit}
    >
      <ShareMembers
        members={sharing.members.data?.member_set}
        loading={sharing.projects.isPending || (!!sharing.project && sharing.members.isPending)}
        removing={sharing.remove.sending}
        onRemove={(userId) => sharing.remove.run(userId)}
      />
      <Separator />
      <Text fontWeight="medium">
        <Trans>Share with an account</Trans>
      </Text>
      <HStack align="start" gap="3" wrap="wrap">
        <Field.Root invalid={problem !== null} flex="1" minW="60">
          <Field.Label>
            <Trans>E-mail or user ID</Trans>
          </Field.Label>
          <Input
            value={account}
            onChange={(event) => {
              setAccount(event.currentTarget.value);
              setProblem(null);
            }}
            autoComplete="off"
          />
          {problem && <Field.ErrorText>{problemText[problem]}</Field.ErrorText>}
          {problem === 'not_opened' && notOpenedId && (
            <Link asChild colorPalette="blue" textStyle="sm">
              <RouterLink to={subAccountPath(zone, notOpenedId)}>
                <Trans>Open HPC for it in User management</Trans>
              </RouterLink>
            </Link>
          )}
        </Field.Root>
        <SharedPermissionField value={permission} onChange={setPermission} width="auto" minW="40" />
      </HStack>
      {open && (
        <SubAccountChoices
          onPick={(value) => {
            setAccount(value);
            setProblem(null);
          }}
        />
      )}
    </ActionDialog>
  );
}
