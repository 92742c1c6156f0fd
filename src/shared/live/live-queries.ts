/**
 * Which queries a live notice makes the console ask again (ADR 0055): a query's key starts with its operation's path
 * (orval's query keys), and the operation names in the contract's x-live the topics whose change may change its
 * answer. Notices are gathered for at most MIN_GAP_MS, so a burst of changes costs one request per page, not one per
 * change; a hidden tab gathers them until it is shown again, so the tabs left open behind cost nothing under churn.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { clientOperations } from '@/api/client-operations';
import type { LiveTopic } from '@/api/generated/model';

/** Long enough that a burst of changes costs a page a request or two a second, short enough to show a change within one. */
const MIN_GAP_MS = 500;

/** The live reads: their paths' patterns (path values such as a job's id match any segment) and topics. */
const LIVE_READS = clientOperations.filter((operation) => operation.method === 'GET' && operation.live.length);

export function topicsOfQuery(query: Pick<Query, 'queryKey'>): readonly LiveTopic[] {
  const [path] = query.queryKey;
  if (typeof path !== 'string') return [];
  return LIVE_READS.find((read) => read.pattern.test(path))?.live ?? [];
}

export interface LiveQueries {
  /** Topics changed: their queries are asked again (at most every MIN_GAP_MS). */
  changed(topics: readonly LiveTopic[]): void;
  /**
   * The stream is heard again (or for the first time): what was read before, or is being read now, may predate the
   * stream's starting point, so it is asked again; later changes come as notices.
   */
  heard(since: number): void;
  /** The stream is lost: every live query is asked again, which starts its polling. */
  lost(): void;
  stop(): void;
}

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export function liveQueries(client: QueryClient, now: () => number = Date.now): LiveQueries {
  let pending = new Set<LiveTopic>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  const isLive = (query: Query) => topicsOfQuery(query).length > 0;
  const flush = () => {
    timer = undefined;
    last = now();
    const topics = pending;
    pending = new Set();
    void client.invalidateQueries({ predicate: (query) => topicsOfQuery(query).some((topic) => topics.has(topic)) });
  };
  const schedule = () => {
    if (timer || !pending.size || hidden()) return;
    timer = setTimeout(flush, Math.max(0, last + MIN_GAP_MS - now()));
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', schedule);
  return {
    changed(topics) {
      for (const topic of topics) pending.add(topic);
      schedule();
    },
    heard(since) {
      void client.invalidateQueries({
        predicate: (query) => isLive(query) && (query.state.dataUpdatedAt < since || query.state.fetchStatus === 'fetching'),
      });
    },
    lost() {
      void client.invalidateQueries({ predicate: isLive });
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', schedule);
    },
  };
}
