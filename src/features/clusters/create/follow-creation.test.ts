import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getListClustersQueryKey } from '@/api/generated/endpoints/clusters/clusters';
import { resetGateway } from '../test-harness';
import { mockCreationGateway } from './create-test-harness';
import { followCreation } from './follow-creation';

afterEach(resetGateway);

const operation = (status: string) => ({
  job_id: 'j-8f2k4m1q',
  action: 'cluster/createCluster',
  resource_ids: ['ehpc-w3r7t9y2'],
  status,
  create_time: '2026-11-20T06:58:12Z',
  status_time: '2026-11-20T06:58:15Z',
});

describe('following a creation job', () => {
  it('polls the operation log for the job until it ends, then refreshes the cluster lists', async () => {
    const statuses = ['pending', 'working', 'successful'];
    const requests = mockCreationGateway('ehpc', [
      [/\/portal-hpc\/operation$/, () => ({ job_set: [operation(statuses.shift() ?? 'successful')], total_count: 1 })],
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const ended = await followCreation(client, { jobId: 'j-8f2k4m1q', clusterId: 'ehpc-w3r7t9y2' }, { sleep: async () => {} });
    expect(ended?.status).toBe('successful');
    const polls = requests.filter((r) => r.path.endsWith('/operation'));
    expect(polls).toHaveLength(3);
    expect(polls[0].url.search).toContain('resource_ids=ehpc-w3r7t9y2&operation_action=cluster%2FcreateCluster');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getListClustersQueryKey() });
  });

  it('gives up after the time limit', async () => {
    mockCreationGateway('ehpc', [[/\/portal-hpc\/operation$/, () => ({ job_set: [operation('working')], total_count: 1 })]]);
    const client = new QueryClient();
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const ended = await followCreation(
      client,
      { jobId: 'j-8f2k4m1q', clusterId: 'ehpc-w3r7t9y2' },
      { limitMs: 10_000, intervalMs: 3000, sleep: async (ms) => void (now += ms) },
    );
    expect(ended).toBeUndefined();
    vi.restoreAllMocks();
  });
});
