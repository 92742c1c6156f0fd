/**
 * The owner's project changes (spec section 7, project/*): create a project sharing one of its clusters with a
 * sub-account (one change: refused, it leaves nothing behind), add a cluster to a project (project/addResource) and
 * delete a project after a confirmation naming it (project/destroy: its clusters are no longer shared). Each is sent
 * once per intent and its job followed to its end. A choice the owner must make is said on its field when missing.
 */
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAddProjectResource, useCreateProject, useDestroyProject } from '@/api/generated/endpoints/projects/projects';
import type { Project } from '@/api/generated/model/project';
import type { SharedPermission } from '@/api/generated/model/sharedPermission';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { SelectField, type SelectOption } from '@/shared/ui/form-fields';
import { PERMISSION_LABELS } from './shared-labels';
import { PROJECT_KEYS, useOpenedSubAccounts, useShareableClusters } from './use-projects';

const NONE = '';

function useClusterOptions(projects: readonly Project[], open: boolean) {
  const { t } = useLingui();
  const { clusters, query } = useShareableClusters(projects, open);
  const options = [
    {
      value: NONE,
      label:
        query.isFetching && !clusters.length
          ? t`Loading…`
          : clusters.length
            ? t`Choose a cluster`
            : t`Every cluster of yours is already in a project`,
    },
  ];
  for (const cluster of clusters) options.push({ value: cluster.cluster_id, label: `${cluster.cluster_name} (${cluster.cluster_id})` });
  return { clusters, options };
}

export function usePermissionOptions(): SelectOption<SharedPermission>[] {
  const { i18n } = useLingui();
  return (['readonly', 'readwrite'] as const).map((value) => ({ value, label: i18n._(PERMISSION_LABELS[value]) }));
}

/** The HPC-opened sub-accounts as choices, each "name (e-mail)". */
export function useSubAccountOptions(open: boolean, exclude: readonly string[] = []) {
  const { t } = useLingui();
  const { accounts, query } = useOpenedSubAccounts(open);
  const offered = accounts.filter((account) => !exclude.includes(account.user_id));
  const options = [
    {
      value: NONE,
      label:
        query.isFetching && !offered.length ? t`Loading…` : offered.length ? t`Choose a sub-account` : t`No sub-account with HPC opened`,
    },
  ];
  for (const account of offered)
    options.push({ value: account.user_id, label: account.email ? `${account.user_name} (${account.email})` : account.user_name });
  return options;
}

export function CreateProjectDialog({ projects, onClose }: { projects: readonly Project[]; onClose(): void }) {
  const { t } = useLingui();
  const create = useCreateProject();
  const { clusters, options } = useClusterOptions(projects, true);
  const accounts = useSubAccountOptions(true);
  const permissions = usePermissionOptions();
  const [clusterId, setClusterId] = useState(NONE);
  const [userId, setUserId] = useState(NONE);
  const [permission, setPermission] = useState<SharedPermission>('readonly');
  const [attempted, setAttempted] = useState(false);
  const cluster = clusters.find((row) => row.cluster_id === clusterId);
  const name = cluster?.cluster_name ?? '';
  const action = useFollowedChange({
    send: (data: Parameters<typeof create.mutateAsync>[0]['data']) => create.mutateAsync({ data }),
    refresh: PROJECT_KEYS,
    messages: { success: t`Project ${name} is created`, failure: t`Creating project ${name} failed` },
  });
  const confirm = async () => {
    setAttempted(true);
    if (!cluster || !userId) return;
    // One project per shared cluster, named after it (the project schema's note).
    if (
      await action.run({
        name: cluster.cluster_name,
        cluster_id: cluster.cluster_id,
        members: [{ user_id: userId, permission, role_type: 'member' }],
      })
    )
      onClose();
  };
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t`Create a project`}
      confirmLabel={<Trans>Create</Trans>}
      busy={action.sending}
      onConfirm={() => void confirm()}
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">{t`A project shares one of your clusters with sub-accounts whose HPC is opened.`}</Text>
        <SelectField
          label={<Trans>Cluster</Trans>}
          value={clusterId}
          options={options}
          onChange={setClusterId}
          required
          invalid={attempted && !cluster}
        />
        {attempted && !cluster && <Text textStyle="sm" color="fg.error">{t`Choose the cluster the project shares`}</Text>}
        <SelectField
          label={<Trans>Sub-account</Trans>}
          value={userId}
          options={accounts}
          onChange={setUserId}
          required
          invalid={attempted && !userId}
        />
        {attempted && !userId && <Text textStyle="sm" color="fg.error">{t`Choose the sub-account to share with`}</Text>}
        <SelectField<SharedPermission>
          label={<Trans>Permission</Trans>}
          value={permission}
          options={permissions}
          onChange={setPermission}
        />
      </Stack>
    </ActionDialog>
  );
}

export function AddProjectClusterDialog({
  project,
  projects,
  onClose,
}: {
  project: Project;
  projects: readonly Project[];
  onClose(): void;
}) {
  const { t } = useLingui();
  const add = useAddProjectResource();
  const { clusters, options } = useClusterOptions(projects, true);
  const [clusterId, setClusterId] = useState(NONE);
  const [attempted, setAttempted] = useState(false);
  const projectName = project.name;
  const clusterName = clusters.find((row) => row.cluster_id === clusterId)?.cluster_name ?? clusterId;
  const action = useFollowedChange({
    send: (resourceIds: string[]) => add.mutateAsync({ data: { project_id: project.project_id, resource_ids: resourceIds } }),
    refresh: PROJECT_KEYS,
    messages: {
      success: t`Cluster ${clusterName} is added to project ${projectName}`,
      failure: t`Adding cluster ${clusterName} to project ${projectName} failed`,
    },
  });
  const confirm = async () => {
    setAttempted(true);
    if (!clusterId) return;
    if (await action.run([clusterId])) onClose();
  };
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t`Add a cluster to project ${projectName}`}
      confirmLabel={<Trans>Add</Trans>}
      busy={action.sending}
      onConfirm={() => void confirm()}
    >
      <Stack gap="2">
        <SelectField
          label={<Trans>Cluster</Trans>}
          value={clusterId}
          options={options}
          onChange={setClusterId}
          required
          invalid={attempted && !clusterId}
        />
        {attempted && !clusterId && <Text textStyle="sm" color="fg.error">{t`Choose the cluster the project shares`}</Text>}
      </Stack>
    </ActionDialog>
  );
}

export function DeleteProjectDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const { t } = useLingui();
  const destroy = useDestroyProject();
  const projectName = project.name;
  const action = useFollowedChange({
    send: (projectId: string) => destroy.mutateAsync({ data: { project_id: projectId } }),
    refresh: PROJECT_KEYS,
    messages: { success: t`Project ${projectName} is deleted`, failure: t`Deleting project ${projectName} failed` },
  });
  const confirm = async () => {
    if (await action.run(project.project_id)) onClose();
  };
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t`Delete project ${projectName}?`}
      tone="danger"
      confirmLabel={<Trans>Delete</Trans>}
      busy={action.sending}
      onConfirm={() => void confirm()}
    >
      <Text>
        <Trans>Its clusters are no longer shared with its members.</Trans>
      </Text>
    </ActionDialog>
  );
}
