/** Fixtures of the notifications domain's tests: a jobs gateway with one cluster and queue, and a job submitted through the console. */
import { expect } from 'vitest';
import type { TestClient } from '../../test-support';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from '../jobs/test-support';

export const CLUSTER = 'ehpc-tntf0001';
export const QUEUE = 'hpcq-tntf0001';

export async function notificationsGateway(): Promise<JobsGateway> {
  const gw = await startJobsGateway();
  await addCluster(gw.gateway.db, { cluster_id: CLUSTER, nas_id: 'nas-tntf0001' });
  await addQueue(gw.gateway.db, { hpcqueue_id: QUEUE, cluster_id: CLUSTER, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 16 }] });
  return gw;
}

export async function submit(
  client: TestClient,
  name: string,
  cmd: string,
  extra: { time_limit?: number; notify?: 'default' | 'in_app' | 'email' | 'webhook' | 'all' } = {},
): Promise<string> {
  const answer = await client.op('submitJob', {
    priority: 5,
    cluster_id: CLUSTER,
    hpcqueue_id: QUEUE,
    name,
    cores: 1,
    submit_type: 'command',
    cmd,
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.hpcjob_uuid);
}
