import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetJobDetailQueryKey, getListJobsQueryKey } from '@/api/generated/endpoints/jobs/jobs';
import { getListClustersQueryKey } from '@/api/generated/endpoints/clusters/clusters';
import { liveQueries, topicsOfQuery } from './live-queries';

/** The gap the module keeps between two askings (MIN_GAP_MS). */
const MIN_GAP = 500;

describe('the queries a live notice asks again', () => {
  it("maps a query to its operation's x-live topics, path values included, and a non-live read to none", () => {
    expect(topicsOfQuery({ queryKey: getListJobsQueryKey({ limit: 10 }) })).toEqual(['jobs']);
    expect(topicsOfQuery({ queryKey: getGetJobDetailQueryKey('hpcjob-1234') })).toEqual(['jobs']);
    expect(topicsOfQuery({ queryKey: getListClustersQueryKey() })).toEqual(['clusters']);
    expect(topicsOfQuery({ queryKey: ['/portal-hpc/software/list'] })).toEqual([]);
    expect(topicsOfQuery({ queryKey: [42] })).toEqual([]);
  });

  describe('with a query cache', () => {
    let client: QueryClient;
    let fetched: Record<string, number>;
    let now = 0;
    const read = (key: readonly unknown[]) =>
      client.fetchQuery({
        queryKey: key,
        queryFn: () => {
          const name = String(key[0]);
          fetched[name] = (fetched[name] ?? 0) + 1;
          return fetched[name];
        },
      });

    beforeEach(() => {
      vi.useFakeTimers();
      now = 1_000_000;
      client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      fetched = {};
    });
    afterEach(() => vi.useRealTimers());

    it('asks again only the queries of the topics that changed, once for a burst of notices', async () => {
      const jobs = getListJobsQueryKey();
      const clusters = getListClustersQueryKey();
      await Promise.all([read(jobs), read(clusters)]);
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const live = liveQueries(client, () => now);
      live.changed(['jobs']);
      live.changed(['jobs']);
      live.changed(['jobs']);
      await vi.advanceTimersByTimeAsync(0);
      expect(invalidate).toHaveBeenCalledTimes(1);
      const predicate = invalidate.mock.calls[0]![0]!.predicate!;
      expect(predicate(client.getQueryCache().find({ queryKey: jobs })!)).toBe(true);
      expect(predicate(client.getQueryCache().find({ queryKey: clusters })!)).toBe(false);
      // Within the gap, notices wait for its end, and are then asked for together.
      now += 100;
      live.changed(['jobs']);
      live.changed(['clusters']);
      await vi.advanceTimersByTimeAsync(100);
      expect(invalidate).toHaveBeenCalledTimes(1);
      now += 400;
      await vi.advanceTimersByTimeAsync(400);
      expect(invalidate).toHaveBeenCalledTimes(2);
      const both = invalidate.mock.calls[1]![0]!.predicate!;
      expect([jobs, clusters].map((key) => both(client.getQueryCache().find({ queryKey: key })!))).toEqual([true, true]);
      live.stop();
    });

    it('in a hidden tab, gathers the notices and asks again once when the tab is shown', async () => {
      const jobs = getListJobsQueryKey();
      const clusters = getListClustersQueryKey();
      await Promise.all([read(jobs), read(clusters)]);
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const live = liveQueries(client, () => now);
      try {
        for (let second = 0; second < 10; second += 1) {
          live.changed([second % 2 ? 'jobs' : 'clusters']);
          now += 1000;
          await vi.advanceTimersByTimeAsync(1000);
        }
        expect(invalidate).not.toHaveBeenCalled();
        visibility.mockReturnValue('visible');
        document.dispatchEvent(new Event('visibilitychange'));
        await vi.advanceTimersByTimeAsync(0);
        expect(invalidate).toHaveBeenCalledTimes(1);
        const both = invalidate.mock.calls[0]![0]!.predicate!;
        expect([jobs, clusters].map((key) => both(client.getQueryCache().find({ queryKey: key })!))).toEqual([true, true]);
        // Shown, it hears the next notice as before; hidden again and shown with nothing heard, it asks nothing.
        live.changed(['jobs']);
        now += MIN_GAP;
        await vi.advanceTimersByTimeAsync(MIN_GAP);
        expect(invalidate).toHaveBeenCalledTimes(2);
        visibility.mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
        visibility.mockReturnValue('visible');
        document.dispatchEvent(new Event('visibilitychange'));
        await vi.advanceTimersByTimeAsync(MIN_GAP);
        expect(invalidate).toHaveBeenCalledTimes(2);
      } finally {
        live.stop();
        visibility.mockRestore();
      }
    });

    it('when the stream is heard, asks again what was read before it; when lost, every live query', async () => {
      const before = getListJobsQueryKey({ limit: 10 });
      const after = getListJobsQueryKey({ limit: 20 });
      const other = ['/portal-hpc/software/list'];
      vi.setSystemTime(now);
      await read(before);
      await read(other);
      vi.setSystemTime(now + 500);
      await read(after);
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const live = liveQueries(client, () => now);
      live.heard(now + 200);
      const heard = invalidate.mock.calls[0]![0]!.predicate!;
      const find = (key: readonly unknown[]) => client.getQueryCache().find({ queryKey: key })!;
      expect([before, after, other].map((key) => heard(find(key)))).toEqual([true, false, false]);
      live.lost();
      const lost = invalidate.mock.calls[1]![0]!.predicate!;
      expect([before, after, other].map((key) => lost(find(key)))).toEqual([true, true, false]);
    });
  });
});
