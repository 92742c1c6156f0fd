/** The lists a node change affects (query key prefixes): the nodes, the clusters' node counts, the EIPs. */
import type { QueryKey } from '@tanstack/react-query';
import { getListClustersQueryKey } from '@/api/generated/endpoints/clusters/clusters';
import { getDescribeEipsQueryKey } from '@/api/generated/endpoints/network/network';
import { getListNodesQueryKey } from '@/api/generated/endpoints/nodes/nodes';

export const NODE_KEYS: readonly QueryKey[] = [getListNodesQueryKey(), getListClustersQueryKey(), getDescribeEipsQueryKey()];
