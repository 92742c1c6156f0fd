/** The lists a cluster change affects, refreshed when the change is accepted and when it ends (query key prefixes). */
import type { QueryKey } from '@tanstack/react-query';
import { getGetPrivateResourceInfoQueryKey } from '@/api/generated/endpoints/billing/billing';
import { getListClustersQueryKey } from '@/api/generated/endpoints/clusters/clusters';
import { getListNodesQueryKey } from '@/api/generated/endpoints/nodes/nodes';
import { getListProjectMembersQueryKey, getListProjectsQueryKey } from '@/api/generated/endpoints/projects/projects';
import { getListSharedUsersQueryKey } from '@/api/generated/endpoints/shared/shared';

/** Cluster lists (the list, the detail page, the cluster choosers) and the nodes they show. */
export const CLUSTER_KEYS: readonly QueryKey[] = [getListClustersQueryKey(), getListNodesQueryKey()];

/** A resize also changes the billed resources. */
export const RESIZE_KEYS: readonly QueryKey[] = [...CLUSTER_KEYS, getGetPrivateResourceInfoQueryKey()];

/** Sharing changes the cluster's project, its members and its shared members. */
export const SHARING_KEYS: readonly QueryKey[] = [
  getListClustersQueryKey(),
  getListProjectsQueryKey(),
  getListProjectMembersQueryKey(),
  getListSharedUsersQueryKey(),
];

/**
 * Stopping sharing removes the project at once: its members are not asked for again (the gateway answers 404 for a
 * project that is gone); the refreshed project list leaves the cluster without one.
 */
export const STOP_SHARING_KEYS: readonly QueryKey[] = [getListClustersQueryKey(), getListProjectsQueryKey(), getListSharedUsersQueryKey()];
