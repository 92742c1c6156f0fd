/**
 * Test harness of the submit form: the gateway answered from fixtures shaped like the contract's examples (every
 * call recorded with its body), and the submit page rendered under its routes beside a stand-in job page. Used by
 * this folder's *.test.tsx only.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the gateway's fixture data, not console text */
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import type { Cluster } from '@/api/generated/model/cluster';
import type { JobTemplate } from '@/api/generated/model/jobTemplate';
import type { Queue } from '@/api/generated/model/queue';
import { mockGatewayCalls, operationAnswer, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { renderWithSession } from '@/shared/testing/session-render';
import { SubmitJobScreen } from '../submit-job-screen';
import { detail, job } from '../test-harness';

export const ACTIVE = 'ehpc-k8x2m4q1';
export const STOPPED = 'hpc-a1b2c3d4';

const cluster = (cluster_id: string, cluster_name: string, status: Cluster['status']): Cluster => ({
  cluster_id,
  cluster_name,
  cluster_type: cluster_id.startsWith('ehpc-') ? 'ehpc' : 'hpc',
  status,
  nas_shared_path: '/share/wrf',
  scheduler: 'slurm',
  create_time: '2026-11-01T00:00:00Z',
});
export const CLUSTERS = [cluster(ACTIVE, 'wrf_cluster', 'active'), cluster(STOPPED, 'student_lab', 'stopped')];

const queue = (hpcqueue_id: string, queue_name: string, cluster_id: string, is_default: 0 | 1): Queue => ({
  hpcqueue_id,
  queue_name,
  category: 'dedicated',
  is_default,
  cluster_id,
  status: 'active',
  total_cores: 112,
  create_time: '2026-11-01T00:00:00Z',
});
export const QUEUES = [queue('hpcq-n0rm4l01', 'normal', ACTIVE, 1), queue('hpcq-debug002', 'debug', ACTIVE, 0)];

export const TEMPLATE: JobTemplate = {
  temp_id: 'jt-7c3k9m2a',
  name: 'wrf_daily',
  cluster_id: ACTIVE,
  cluster_name: 'wrf_cluster',
  hpcqueue_id: 'hpcq-debug002',
  queue_name: 'debug',
  priority: 7,
  cores: 56,
  memory: 204800,
  time_limit: 720,
  submit_type: 'script',
  script_path: '/share/wrf/run/wrf_daily.slurm',
  work_dir: '/share/wrf/run',
  stdout_path: '/share/wrf/logs/%x-%j.out',
  owner: 'usr-owner',
  create_time: '2026-11-03T01:20:00Z',
};

export const OLD_JOB = job({
  hpcjob_uuid: 'hpcjob-7k2m9x4q',
  name: 'typhoon_wrf',
  hpcqueue_id: 'hpcq-n0rm4l01',
  priority: 3,
  cores: 112,
  memory: 229376,
  time_limit: 1440,
  submit_type: 'command',
  cmd: 'mpirun -np 112 ./wrf.exe',
  script_path: undefined,
  input_file: '/share/wrf/jobs/typhoon/namelist.input',
  work_dir: '/share/wrf/jobs/typhoon',
  stdout_path: '/share/wrf/jobs/hpcjob-7k2m9x4q.out',
  stderr_path: '/share/wrf/jobs/typhoon/wrf.err',
});

export const SUBMITTED = { job_id: 'j-5n8q2w4e', hpcjob_uuid: 'hpcjob-n3wj0b01' };

/** Installs the gateway mock; `answers` replace or add answers by action path. */
export function mockSubmitGateway(answers: Record<string, GatewayAnswer> = {}) {
  return mockGatewayCalls({
    'cluster/list': () => ({ total_count: CLUSTERS.length, cluster_set: CLUSTERS }),
    'queue/ehpc/getQueueList': () => ({ total_count: QUEUES.length, hpc_queue_set: QUEUES }),
    'queue/getCurrentQueue': () => ({ total_count: 0, queues_set: [] }),
    'jobtemplate/tempList': () => ({ total_count: 1, hpc_job_template_set: [TEMPLATE] }),
    'jobtemplate/tempDetail': () => ({ hpc_job_template: TEMPLATE }),
    'filetemplate/tempList': () => ({ total_count: 0, file_template_set: [] }),
    [`job/jobdetail/${OLD_JOB.hpcjob_uuid}`]: () => detail(OLD_JOB),
    'cluster/nasInfo': () => ({ nas_info: { nas_id: 'nas-3f9a2b1c', shared_path: '/share/wrf', status: 'Active' } }),
    'job/submitJob': () => SUBMITTED,
    operation: operationAnswer('successful'),
    ...answers,
  });
}

function JobPage() {
  const { id, tab } = useParams();
  return <p data-testid="job-page">{`${id}/${tab}`}</p>;
}

/** The submit page at `path` (/pek3/hpc/hpc_job/submit_job[/…][?…]), beside a stand-in job page; `client` to look into its queries. */
export function renderSubmit(path = '/pek3/hpc/hpc_job/submit_job', client?: QueryClient) {
  return renderWithSession(
    <Routes>
      <Route path="/:zone/hpc/hpc_job/submit_job/:id?/:job_id?" element={<SubmitJobScreen />} />
      <Route path="/:zone/hpc/jobs/:id/:tab" element={<JobPage />} />
    </Routes>,
    { path, route: '/*', client },
  );
}

/** The texts of the field errors shown. */
export const fieldErrors = () => screen.queryAllByTestId('field-error').map((element) => element.textContent);

/** A request body without what the mutator adds (the action and the identity). */
export const formFields = (body: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(body ?? {}).filter(([key]) => !['action', 'user_id', 'owner', 'zone', 'iamuser_name'].includes(key)));
