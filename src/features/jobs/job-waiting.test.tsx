import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { renderWithProviders } from '@/shared/testing/render';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { WaitingLine, WaitingNotice } from './job-waiting';
import { job } from './test-harness';

setUpScreenTests();

const NOW = new Date('2026-03-01T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => activateLocale('zh'));

const pending = (more: Parameters<typeof job>[0] = {}) =>
  job({ job_status: 'pending', run_time: 0, started_time: null, node_list: '', ...more });

describe('why a pending job waits', () => {
  it('says the reason in a sentence with the expected start, in its zone and from now (等待空闲核数)', () => {
    renderWithProviders(<WaitingNotice job={pending({ pending_reason: 'resources', expected_start_time: '2026-03-01T10:05:00Z' })} />);
    const notice = screen.getByRole('status', { name: '作业等待的原因' });
    expect(notice.textContent).toContain('等待空闲核数');
    expect(notice.textContent).toContain('队列暂时没有足够的空闲核数或内存');
    // Chinese shows times in UTC+8.
    expect(notice.textContent).toContain('调度器预计它 5 分钟后开始（2026-03-01 18:05:00）');
  });

  it('says so when the scheduler has no estimate, and warns without one when the job cannot start as it is', () => {
    const { unmount } = renderWithProviders(<WaitingNotice job={pending({ pending_reason: 'priority' })} />);
    expect(screen.getByRole('status').textContent).toContain('调度器尚未给出预计开始时间');
    unmount();
    renderWithProviders(<WaitingNotice job={pending({ pending_reason: 'no_cluster_account' })} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('您的用户在该集群上没有账户');
    expect(notice.textContent).not.toContain('预计');
  });

  it("says a task waits for its array's limit of tasks at once (ADR 0061)", () => {
    renderWithProviders(
      <WaitingNotice job={pending({ pending_reason: 'array_throttle', array_of: 'hpcjob-4rr4y001', array_task_id: 5 })} />,
    );
    const notice = screen.getByRole('status', { name: '作业等待的原因' });
    expect(notice.textContent).toContain('等待同一数组的其他任务');
    expect(notice.textContent).toContain('其作业数组同时运行的任务数已达索引所允许的上限（%N），其中一个任务结束后它才会开始。');
  });

  it('shows nothing for a job that is not pending, whatever reason it still carries', () => {
    renderWithProviders(
      <>
        <WaitingNotice job={job({ job_status: 'running', pending_reason: 'resources' })} />
        <WaitingLine job={job({ job_status: 'running', pending_reason: 'resources' })} />
      </>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('等待空闲核数')).toBeNull();
  });

  it('puts the reason in a few words and the expected start under the status in the list, in English', async () => {
    await activateLocale('en');
    renderWithProviders(<WaitingLine job={pending({ pending_reason: 'dependency', expected_start_time: '2026-03-01T12:00:00Z' })} />);
    const line = screen.getByText('Waiting for other jobs');
    expect(line.getAttribute('title')).toBe('It waits for the jobs listed under Dependencies below.');
    expect(screen.getByText('Expected to start in 2 hours')).toBeTruthy();
    await activateLocale('zh');
  });
});
