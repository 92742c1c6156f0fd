/**
 * Sharing a cluster with sub-accounts through its project (projects contract): the cluster's project
 * (project/list by cluster_id) and its members; adding a member by e-mail or user id — the account is looked up
 * first (DescribeUsers: "The user does not exist" when none), then the project created with that member the first
 * time (project/create with members: one change, nothing left behind when the member is refused), or
 * project/addMember into the existing project; removing a member (project/delMember); and stop sharing
 * (project/destroy). Every change's job_id is followed in the operation log.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  getDescribeUsersQueryOptions,
  getListSubUsersQueryOptions,
  useAddProjectMember,
  useCreateProject,
  useDeleteProjectMember,
  useDestroyProject,
  useListProjectMembers,
  useListProjects,
} from '@/api/generated/endpoints/projects/projects';
import type { Cluster } from '@/api/generated/model/cluster';
import type { SharedPermission } from '@/api/generated/model/sharedPermission';
import { useFollowedChange } from '@/shared/actions';
import { looksLikeEmail, matchesContractFormat } from '@/shared/actions/contract-format';
import { showErrorToast } from '@/shared/errors';
import { SHARING_KEYS, STOP_SHARING_KEYS } from './refresh-keys';

/** The sharing modal asks for every member at once (spec section 9: fetch-all 1024). */
export const MEMBER_FETCH_ALL = 1024;

/** not_opened: a sub-account whose HPC is not opened yet (the gateway would refuse it; ADR 0020). */
export type AccountProblem = 'required' | 'email' | 'not_found' | 'already' | 'not_opened';

/** What is wrong with a typed account before it is looked up. */
export function accountProblem(account: string): AccountProblem | null {
  const value = account.trim();
  if (!value) return 'required';
  if (looksLikeEmail(value) && !matchesContractFormat('email', value)) return 'email';
  return null;
}

export function useClusterSharing(cluster: Cluster, enabled: boolean) {
  const { t } = useLingui();
  const client = useQueryClient();
  const projects = useListProjects({ cluster_id: cluster.cluster_id, limit: 10, offset: 0 }, { query: { enabled } });
  const project = projects.data?.project_set.find((item) => item.resource_ids.includes(cluster.cluster_id));
  /**
   * The project being destroyed: its members are not asked for again, neither by a refresh nor by a
   * live notice while the change is followed (the gateway answers 404 for a project that is gone).
   */
  const [destroyed, setDestroyed] = useState<string | null>(null);
  const members = useListProjectMembers(
    { project_id: project?.project_id ?? '', limit: MEMBER_FETCH_ALL, offset: 0 },
    { query: { enabled: enabled && !!project && project.project_id !== destroyed } },
  );
  const create = useCreateProject();
  const addMember = useAddProjectMember();
  const deleteMember = useDeleteProjectMember();
  const destroy = useDestroyProject();
  const name = cluster.cluster_name;
  /** The account the last share looked up (the sub-account a not_opened problem is about). */
  const lastAccountId = useRef<string | null>(null);

  const add = useFollowedChange({
    send: ({ userId, permission }: { userId: string; permission: SharedPermission }) => {
      const members = [{ user_id: userId, permission, role_type: 'member' as const }];
      // The first share creates the project with its member in one change: refused, it leaves nothing behind.
      if (!project) return create.mutateAsync({ data: { name, cluster_id: cluster.cluster_id, members } });
      return addMember.mutateAsync({ data: { project_id: project.project_id, members } });
    },
    refresh: SHARING_KEYS,
    messages: { success: t`Cluster ${name} is shared`, failure: t`Sharing cluster ${name} failed` },
  });
  const remove = useFollowedChange({
    send: (userId: string) => deleteMember.mutateAsync({ data: { project_id: project?.project_id ?? '', user_ids: [userId] } }),
    refresh: SHARING_KEYS,
    messages: { success: t`The member is removed`, failure: t`Removing the member failed` },
  });
  const stop = useFollowedChange({
    send: async (projectId: string) => {
      // Before the answer: the live notice of the change may come first.
      setDestroyed(projectId);
      try {
        return await destroy.mutateAsync({ data: { project_id: projectId } });
      } catch (error) {
        setDestroyed(null);
        throw error;
      }
    },
    refresh: STOP_SHARING_KEYS,
    messages: { success: t`Cluster ${name} is no longer shared`, failure: t`Stopping sharing cluster ${name} failed` },
  });

  /** Looks the account up and shares with it: null once accepted, else why not ('refused' was said in a toast). */
  const share = async (account: string, permission: SharedPermission): Promise<AccountProblem | 'refused' | null> => {
    const problem = accountProblem(account);
    if (problem) return problem;
    let found;
    try {
      found = await client.fetchQuery({ ...getDescribeUsersQueryOptions({ users: [account.trim()], limit: 10, offset: 0 }), staleTime: 0 });
    } catch (error) {
      showErrorToast(error, t`Sharing cluster ${name} failed`);
      return 'refused';
    }
    const user = found.user_set[0];
    if (!user) return 'not_found';
    lastAccountId.current = user.user_id;
    if (members.data?.member_set.some((member) => member.member_user.user_id === user.user_id)) return 'already';
    if (user.user_type === 1) {
      const subs = await client
        .fetchQuery({ ...getListSubUsersQueryOptions({ search_word: user.user_id, limit: 10, offset: 0 }), staleTime: 0 })
        .catch(() => null);
      if (subs?.sub_user_set.some((sub) => sub.user_id === user.user_id && sub.permission.status !== 'enable')) return 'not_opened';
    }
    return (await add.run({ userId: user.user_id, permission })) ? null : 'refused';
  };

  return { projects, project, members, share, adding: add.sending, remove, stop, lastAccountId };
}
