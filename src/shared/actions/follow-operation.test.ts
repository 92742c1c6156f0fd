import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockGatewayCalls, refusal, resetGatewayMock } from '@/shared/testing/gateway-mock';
import { setLiveUp } from '@/shared/live/live-state';
import { noteTopics } from '@/shared/live/live-topics';
import { followOperation, OperationFailedError, OperationTimeoutError } from './follow-operation';
import { simulationOperationLog } from './operation-logs';

afterEach(resetGatewayMock);

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const op = (jobId: string, status: string, error_message: string | null = null) => ({
  job_id: jobId,
  action: 'cluster/upgradeCluster',
  resource_ids: ['ehpc-k8x2m4q1'],
  status,
  error_message,
  create_time: '2026-11-20T08:00:00Z',
  status_time: '2026-11-20T08:00:00Z',
});

describe('followOperation', () => {
  it('polls the operation log by job_id until the operation is successful', async () => {
    const statuses = ['pending', 'working', 'successful'];
    const calls = mockGatewayCalls({
      operation: () => ({ total_count: 2, job_set: [op('j-other0000', 'failed'), op('j-upgr4d31', statuses.shift() ?? 'successful')] }),
    });
    const seen: string[] = [];
    const result = await followOperation(client(), 'j-upgr4d31', { intervalMs: 1, onStatus: (operation) => seen.push(operation.status) });
    expect(result.status).toBe('successful');
    expect(seen).toEqual(['pending', 'working', 'successful']);
    const polls = callsTo(calls, 'operation');
    expect(polls).toHaveLength(3);
    expect(polls[0].url.searchParams.get('search_word')).toBe('j-upgr4d31');
    expect(polls[0].url.pathname).toMatch(/\/portal-hpc\/operation$/);
  });

  it('while the live stream is up, reads the log again at each notice of its topic instead of polling', async () => {
    const statuses = ['pending', 'working', 'successful'];
    const calls = mockGatewayCalls({
      operation: () => ({ total_count: 1, job_set: [op('j-upgr4d31', statuses.shift() ?? 'successful')] }),
    });
    setLiveUp(true);
    try {
      const following = followOperation(client(), 'j-upgr4d31', { intervalMs: 1 });
      await vi.waitFor(() => expect(callsTo(calls, 'operation')).toHaveLength(1));
      // No notice, no read: the 1 ms polling interval is not used while the stream is up.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(callsTo(calls, 'operation')).toHaveLength(1);
      // A notice of another topic wakes nothing; the log's topic does.
      noteTopics(['jobs']);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(callsTo(calls, 'operation')).toHaveLength(1);
      noteTopics(['operations']);
      await vi.waitFor(() => expect(callsTo(calls, 'operation')).toHaveLength(2));
      noteTopics(['operations']);
      expect((await following).status).toBe('successful');
      expect(callsTo(calls, 'operation')).toHaveLength(3);
    } finally {
      setLiveUp(false);
    }
  });

  it('rejects with the failure message when the operation failed', async () => {
    mockGatewayCalls({ operation: () => ({ total_count: 1, job_set: [op('j-upgr4d31', 'failed', 'Upgrade failed and rolled back')] }) });
    const error = await followOperation(client(), 'j-upgr4d31', { intervalMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationFailedError);
    expect((error as Error).message).toBe('Upgrade failed and rolled back');
  });

  it('keeps polling through a transient failure, and gives up on a refusal', async () => {
    let first = true;
    mockGatewayCalls({
      operation: () => {
        if (first) {
          first = false;
          return refusal(503, 5030, 'busy');
        }
        return { total_count: 1, job_set: [op('j-upgr4d31', 'successful')] };
      },
    });
    await expect(followOperation(client(), 'j-upgr4d31', { intervalMs: 1 })).resolves.toMatchObject({ status: 'successful' });

    mockGatewayCalls({ operation: () => refusal(403, 1300, 'forbidden') });
    await expect(followOperation(client(), 'j-upgr4d31', { intervalMs: 1 })).rejects.toMatchObject({ status: 403 });
  });

  it('stops after its time limit while the operation is still under way', async () => {
    mockGatewayCalls({ operation: () => ({ total_count: 1, job_set: [op('j-upgr4d31', 'working')] }) });
    await expect(followOperation(client(), 'j-upgr4d31', { intervalMs: 1, timeoutMs: 5 })).rejects.toBeInstanceOf(OperationTimeoutError);
  });
});

describe('followOperation in another log', () => {
  it('polls the simulation portal log (operation/simulation, resource_ids simulation_cluster) when given its reader', async () => {
    const calls = mockGatewayCalls({ 'operation/simulation': () => ({ total_count: 1, job_set: [op('j-4k9m2n7b', 'successful')] }) });
    await expect(followOperation(client(), 'j-4k9m2n7b', { intervalMs: 1, log: simulationOperationLog })).resolves.toMatchObject({
      status: 'successful',
    });
    const [poll] = callsTo(calls, 'operation/simulation');
    expect(poll.url.searchParams.get('search_word')).toBe('j-4k9m2n7b');
    expect(poll.url.searchParams.getAll('resource_ids')).toEqual(['simulation_cluster']);
    expect(calls.filter((call) => call.url.pathname.endsWith('/portal-hpc/operation'))).toHaveLength(0);
  });
});
