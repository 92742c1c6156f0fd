/**
 * Following a creation's async job (the job_id cluster/createCluster answers, spec section 7): the operation log is
 * polled for it until it ends, then the cluster lists are refreshed. It runs outside the flow's screen, so the user
 * can already watch the new cluster (pending) in the list.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getListClustersQueryKey } from '@/api/generated/endpoints/clusters/clusters';
import { getListOperationsQueryKey, listOperations } from '@/api/generated/endpoints/operation-log/operation-log';
import type { ListOperationsParams } from '@/api/generated/model/listOperationsParams';
import type { Operation } from '@/api/generated/model/operation';

export const FOLLOW_INTERVAL_MS = 3000;
/** The longest time-out of section 9. */
export const FOLLOW_LIMIT_MS = 15 * 60_000;

export interface FollowOptions {
  intervalMs?: number;
  limitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The creation operation once it is successful or failed; undefined when it did not end within the limit. */
export async function followCreation(
  client: QueryClient,
  created: { jobId: string; clusterId: string },
  options: FollowOptions = {},
): Promise<Operation | undefined> {
  const { intervalMs = FOLLOW_INTERVAL_MS, limitMs = FOLLOW_LIMIT_MS, sleep = wait } = options;
  const params: ListOperationsParams = { resource_ids: [created.clusterId], operation_action: 'cluster/createCluster', limit: 10 };
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    await sleep(intervalMs);
    let operation: Operation | undefined;
    try {
      const data = await client.fetchQuery({
        queryKey: getListOperationsQueryKey(params),
        queryFn: ({ signal }) => listOperations(params, undefined, signal),
        staleTime: 0,
      });
      operation = data.job_set.find((item) => item.job_id === created.jobId);
    } catch (error) {
      // A failed poll is tried again at the next interval.
      console.error('following the creation failed', error);
      continue;
    }
    if (operation?.status === 'successful' || operation?.status === 'failed') {
      await client.invalidateQueries({ queryKey: getListClustersQueryKey() });
      return operation;
    }
  }
  return undefined;
}
