/**
 * Test harness of the job screens: job factories and a gateway mock that answers JSON per action path (as
 * src/shared/testing/gateway-mock) and files (get_object) as their bytes. Used by this feature's *.test.tsx only.
 */
import { vi } from 'vitest';
import { configureGateway } from '@/api/gateway';
import type { Job } from '@/api/generated/model/job';
import type { JobDetailResponse } from '@/api/generated/model/jobDetailResponse';
import type { GatewayAnswer, GatewayCall } from '@/shared/testing/gateway-mock';

export { callsTo, operationAnswer, type GatewayCall } from '@/shared/testing/gateway-mock';
export { renderWithSession } from '@/shared/testing/session-render';

export function job(overrides: Partial<Job> = {}): Job {
  return {
    hpcjob_uuid: 'hpcjob-7k2m9x4q',
    job_id: '10423',
    name: 'typhoon_wrf',
    job_status: 'running',
    queue: 'normal',
    hpcqueue_id: 'hpcq-n0rm4l01',
    cores: 112,
    run_time: 5400,
    time_limit: null,
    submitted_time: '2026-11-20T06:58:12Z',
    started_time: '2026-11-20T07:00:00Z',
    submit_type: 'script',
    cluster_id: 'ehpc-k8x2m4q1',
    cluster_name: 'wrf_cluster',
    user: 'wrf_user',
    work_dir: '/share/wrf/jobs/typhoon',
    stdout_path: '/share/wrf/jobs/typhoon/slurm-10423.out',
    stderr_path: '/share/wrf/jobs/typhoon/slurm-10423.err',
    ...overrides,
  };
}

/** The uuid of the test array. */
export const ARRAY_UUID = 'hpcjob-4rr4y001';

/** A job array's row (ADR 0061): ten tasks, seven finished, one failed, two running; no usage of its own. */
export function arrayJob(overrides: Partial<Job> = {}): Job {
  return job({
    hpcjob_uuid: ARRAY_UUID,
    job_id: '10500',
    name: 'param_sweep',
    cores: 4,
    array: '0-9%2',
    array_counts: { total: 10, pending: 0, running: 2, finished: 7, exited: 1, stopped: 0, cancelled: 0, unknown: 0 },
    work_dir: '/share/wrf/sweep',
    stdout_path: '/share/wrf/sweep/slurm-%A_%a.out',
    stderr_path: '/share/wrf/sweep/slurm-%A_%a.err',
    ...overrides,
  });
}

/** Task `index` of the test array. */
export function task(index: number, overrides: Partial<Job> = {}): Job {
  return job({
    hpcjob_uuid: `hpcjob-t4sk${String(index).padStart(4, '0')}`,
    job_id: `10500_${index}`,
    name: 'param_sweep',
    cores: 4,
    array_of: ARRAY_UUID,
    array_task_id: index,
    work_dir: '/share/wrf/sweep',
    stdout_path: `/share/wrf/sweep/slurm-10500_${index}.out`,
    stderr_path: `/share/wrf/sweep/slurm-10500_${index}.err`,
    ...overrides,
  });
}

export function detail(row: Job = job()): JobDetailResponse {
  return {
    ret_code: 0,
    action: 'job/jobdetail/{id}',
    job: row,
    cluster: {
      cluster_id: row.cluster_id,
      cluster_name: row.cluster_name ?? row.cluster_id,
      cluster_type: 'ehpc',
      status: 'active',
      nas_shared_path: '/share/wrf',
    },
    queue_info: null,
  } as JobDetailResponse;
}

/** The NAS export of the test cluster: mounted at /share/wrf, its share directory share/wrf inside the export. */
export const NAS_INFO = { nas_info: { nas_id: 'nas-3f9a2b1c', shared_path: '/share/wrf' } };

/** A Failure envelope under an HTTP status, as the gateway refuses a change. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly retCode: number,
    readonly message: string,
  ) {}
}

export function refusal(status: number, retCode: number, message: string): Refusal {
  return new Refusal(status, retCode, message);
}

/**
 * Installs the mock: JSON answers by the end of the action path (unknown paths answer an empty list), and
 * get_object answered with the text of `files[object_name]` (a 404 Failure when absent). Every call is recorded.
 */
export function mockJobsGateway(answers: Record<string, GatewayAnswer>, files: Record<string, () => string> = {}): GatewayCall[] {
  const calls: GatewayCall[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://console');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      const path = url.pathname.replace(/^.*\/api\/[^/]+\//, '');
      calls.push({ method: init?.method ?? 'GET', url, path, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === 'get_object') {
        const file = files[url.searchParams.get('object_name') ?? ''];
        if (!file) return json({ ret_code: 2404, message: 'missing' }, 404);
        return new Response(file(), { headers: { 'Content-Type': 'application/octet-stream' } });
      }
      const key = Object.keys(answers)
        .sort((a, b) => b.length - a.length)
        .find((action) => url.pathname.endsWith(`/${action}`));
      const answer = key ? answers[key](url, body) : { total_count: 0 };
      if (answer instanceof Refusal) return json({ ret_code: answer.retCode, message: answer.message }, answer.status);
      return json({ ret_code: 0, ...(answer as object) });
    }) as typeof fetch,
  });
  return calls;
}
