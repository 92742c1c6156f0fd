import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { JobsScreen } from './jobs-screen';
import { callsTo, job, mockJobsGateway, renderWithSession, type GatewayCall } from './test-harness';
import { JOB_LIST_REFRESH_MS, refreshWhileActive } from './use-job-list';

setUpScreenTests();

const ROUTE = '/:zone/hpc/jobs';
const clusters = {
  total_count: 2,
  cluster_set: [
    { cluster_id: 'ehpc-k8x2m4q1', cluster_name: 'wrf_cluster', cluster_type: 'ehpc', status: 'active' },
    { cluster_id: 'hpc-a1b2c3d4', cluster_name: 'student_lab', cluster_type: 'hpc', status: 'active' },
  ],
};
const queue = (name: string) => ({
  hpcqueue_id: `hpcq-${name}0001`,
  queue_name: name,
  category: 'dedicated',
  is_default: 0,
  create_time: '2026-10-02T03:21:40Z',
});

function mock(): GatewayCall[] {
  return mockJobsGateway({
    'job/list': () => ({ total_count: 1, nrun: 1, npend: 0, nstop: 0, job_set: [job()] }),
    'cluster/list': () => clusters,
    'queue/ehpc/getQueueList': () => ({ total_count: 2, hpc_queue_set: [queue('normal'), queue('gpu')] }),
  });
}

const lists = (calls: GatewayCall[]) => callsTo(calls, 'job/list').map((call) => call.url.searchParams);

function rangeInputs(): HTMLInputElement[] {
  return [...screen.getByRole('group', { name: '提交时间范围' }).querySelectorAll('input')];
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T08:30:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('job list filters', () => {
  it('refuses a start after the end with a translated message, keeping the last valid range', async () => {
    const calls = mock();
    renderWithSession(<JobsScreen />, { path: '/pek3/hpc/jobs', route: ROUTE });
    await screen.findByRole('link', { name: 'typhoon_wrf' });
    const [from] = rangeInputs();
    expect(from.value).toBe('2026-05-20');
    const before = lists(calls).length;

    fireEvent.change(from, { target: { value: '2026-11-25' } });
    expect((await screen.findByRole('alert')).textContent).toBe('开始日期不能晚于结束日期');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(lists(calls)).toHaveLength(before);

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await waitFor(() => expect(lists(calls).at(-1)?.get('start_time')).toBe('2026-10-31T16:00:00.000Z'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(lists(calls).at(-1)?.get('end_time')).toBe('2026-11-20T15:59:59.999Z');
    expect(lists(calls).at(-1)?.get('offset')).toBe('0');
  });

  it('says so in English too, and asks for both days', async () => {
    await activateLocale('en');
    try {
      mock();
      renderWithSession(<JobsScreen />, { path: '/pek3/hpc/jobs', route: ROUTE });
      await screen.findByRole('link', { name: 'typhoon_wrf' });
      const [, to] = [...screen.getByRole('group', { name: 'Submitted between' }).querySelectorAll('input')];
      fireEvent.change(to, { target: { value: '2026-01-01' } });
      expect((await screen.findByRole('alert')).textContent).toBe('The start date must not be after the end date');
      fireEvent.change(to, { target: { value: '' } });
      expect((await screen.findByRole('alert')).textContent).toBe('Choose a start date and an end date');
    } finally {
      await activateLocale('zh');
    }
  });

  it('filters by a queue of the chosen cluster, and clears the queue with the cluster', async () => {
    const calls = mock();
    renderWithSession(<JobsScreen />, { path: '/pek3/hpc/jobs', route: ROUTE });
    await screen.findByRole('link', { name: 'typhoon_wrf' });
    const queueSelect = screen.getByRole('combobox', { name: '队列' });
    expect((queueSelect as HTMLSelectElement).disabled).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: '集群' }), { target: { value: 'ehpc-k8x2m4q1' } });
    await within(queueSelect).findByRole('option', { name: 'gpu' });
    expect(callsTo(calls, 'queue/ehpc/getQueueList')[0].url.searchParams.get('cluster_id')).toBe('ehpc-k8x2m4q1');
    fireEvent.change(queueSelect, { target: { value: 'gpu' } });
    await waitFor(() => expect(lists(calls).at(-1)?.get('queue')).toBe('gpu'));
    expect(lists(calls).at(-1)?.get('cluster_id')).toBe('ehpc-k8x2m4q1');

    fireEvent.change(screen.getByRole('combobox', { name: '集群' }), { target: { value: 'all' } });
    await waitFor(() => expect(lists(calls).at(-1)?.has('cluster_id')).toBe(false));
    expect(lists(calls).at(-1)?.has('queue')).toBe(false);
  });

  it('refreshes while jobs of the filters are running or pending', () => {
    const state = (nrun: number, npend: number, statuses: string[] = []) => ({
      state: { data: { nrun, npend, job_set: statuses.map((job_status) => job({ job_status: job_status as never })) } },
    });
    expect(refreshWhileActive(state(1, 0))).toBe(JOB_LIST_REFRESH_MS);
    expect(refreshWhileActive(state(0, 3))).toBe(JOB_LIST_REFRESH_MS);
    expect(refreshWhileActive(state(0, 0, ['finished', 'stopped']))).toBe(false);
    expect(refreshWhileActive({ state: {} })).toBe(false);
  });
});
