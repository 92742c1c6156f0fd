/**
 * Fixtures of the graphics tests, shaped like the contract's examples: sessions in each status, an application and
 * its cluster's queues. Used by this folder's *.test.tsx only.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the gateway's fixture data, not console text */
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import type { Queue } from '@/api/generated/model/queue';

export const APP = {
  hpcsw_id: 'hpcsw-paraview511',
  app_name: 'ParaView',
  sw_ver: '5.11.2',
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'wrf_ehpc',
  nas_mount_point: 'nas-3f9a2b1c',
};

const queue = (hpcqueue_id: string, queue_name: string, is_default: 0 | 1): Queue => ({
  hpcqueue_id,
  queue_name,
  category: 'dedicated',
  is_default,
  cluster_id: APP.cluster_id,
  status: 'active',
  total_cores: 112,
  create_time: '2026-11-01T00:00:00Z',
});
export const QUEUES = [queue('hpcq-n0rm4l01', 'normal', 1), queue('hpcq-debug002', 'debug', 0)];

export function session(fields: Partial<GraphicsSession> = {}): GraphicsSession {
  return {
    session_id: 'gs-4k8m2q7w',
    hpcsw_id: APP.hpcsw_id,
    app_name: APP.app_name,
    sw_ver: APP.sw_ver,
    cluster_id: APP.cluster_id,
    cluster_name: APP.cluster_name,
    hpcjob_uuid: 'hpcjob-7k2m9x4q',
    job_id: '10234',
    user_id: 'usr-owner',
    status: 'running',
    node: 'node-1',
    cores: 1,
    time_limit: 60,
    time_left: 2400,
    display: true,
    create_time: '2026-11-20T08:00:00Z',
    start_time: '2026-11-20T08:00:05Z',
    may_end: true,
    may_extend: true,
    ...fields,
  };
}

export const QUEUED = session({
  session_id: 'gs-queued01',
  status: 'queued',
  pending_reason: 'resources',
  node: undefined,
  time_left: undefined,
  start_time: undefined,
  job_id: undefined,
});
export const STARTING = session({ session_id: 'gs-start001', status: 'starting', time_left: 3590 });
export const RUNNING = session();
export const ENDED = session({
  session_id: 'gs-ended001',
  status: 'ended',
  time_left: undefined,
  end_time: '2026-11-20T09:00:05Z',
  end_reason: 'time_limit',
  may_end: false,
  may_extend: false,
});
