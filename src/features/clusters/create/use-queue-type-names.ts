/** The queue types' names by id (queue_types_set), for every place of the creation that names a chosen type. */
import { useMemo } from 'react';
import { useGetQueueTypes } from '@/api/generated/endpoints/queues/queues';

export function useQueueTypeNames(): ReadonlyMap<string, string> {
  // The same query as the queue type widget's: one request for both.
  const query = useGetQueueTypes({}, { query: { staleTime: 60_000 } });
  return useMemo(() => new Map((query.data?.queue_types_set ?? []).map((type) => [type.queue_type, type.name])), [query.data]);
}
