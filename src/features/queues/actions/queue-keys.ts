/** The lists a queue change affects, refreshed when it is accepted and when it ends (query key prefixes). */
import type { QueryKey } from '@tanstack/react-query';
import { getListClustersQueryKey } from '@/api/generated/endpoints/clusters/clusters';
import { getListNodesQueryKey } from '@/api/generated/endpoints/nodes/nodes';
import {
  getDescribeQueueQueryKey,
  getGetCurrentQueueQueryKey,
  getGetQueueNodesQueryKey,
  getListEhpcQueuesQueryKey,
} from '@/api/generated/endpoints/queues/queues';

/** The queue lists, a queue's detail and nodes, the cluster's nodes (their queues) and the clusters (node counts). */
export const QUEUE_KEYS: readonly QueryKey[] = [
  getGetCurrentQueueQueryKey(),
  getListEhpcQueuesQueryKey(),
  getDescribeQueueQueryKey(),
  getGetQueueNodesQueryKey(),
  getListNodesQueryKey(),
  getListClustersQueryKey(),
];
