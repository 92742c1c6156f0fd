import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { RunTime } from './job-run-time';
import { runSeconds, timeLeft } from './job-time-left';

const NOW = Date.parse('2026-11-20T08:30:00Z');

afterEach(() => vi.useRealTimers());

describe('run time and time left', () => {
  it('grows a running job’s run time from when its data arrived', () => {
    expect(runSeconds({ job_status: 'running', run_time: 100, time_limit: null }, NOW, NOW - 30_000)).toBe(130);
    expect(runSeconds({ job_status: 'finished', run_time: 100, time_limit: 60 }, NOW, NOW - 30_000)).toBe(100);
    expect(runSeconds({ job_status: 'running', run_time: 100, time_limit: null }, NOW, 0)).toBe(100);
  });

  it('gives the time left of running jobs with a limit, warning in the last tenth (at most the last hour)', () => {
    // 60-minute limit: warns in the last 6 minutes.
    expect(timeLeft({ job_status: 'running', run_time: 3000, time_limit: 60 }, NOW, NOW)).toEqual({ seconds: 600, tone: 'normal' });
    expect(timeLeft({ job_status: 'running', run_time: 3300, time_limit: 60 }, NOW, NOW)).toEqual({ seconds: 300, tone: 'warning' });
    // One day: warns in the last hour, not the last 2.4 hours.
    expect(timeLeft({ job_status: 'running', run_time: 86_400 - 7200, time_limit: 1440 }, NOW, NOW)?.tone).toBe('normal');
    expect(timeLeft({ job_status: 'running', run_time: 86_400 - 3600, time_limit: 1440 }, NOW, NOW)?.tone).toBe('warning');
    // Past the limit, counting the time since the data arrived.
    expect(timeLeft({ job_status: 'running', run_time: 3590, time_limit: 60 }, NOW, NOW - 20_000)).toEqual({ seconds: 0, tone: 'over' });
    expect(timeLeft({ job_status: 'running', run_time: 10, time_limit: null }, NOW, NOW)).toBeNull();
    expect(timeLeft({ job_status: 'pending', run_time: 0, time_limit: 60 }, NOW, NOW)).toBeNull();
  });

  it('shows the run time with the time left, warning as the limit nears', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { unmount } = renderWithProviders(<RunTime job={{ job_status: 'running', run_time: 3300, time_limit: 60 }} fetchedAt={NOW} />);
    expect(screen.getByText('0:55:00')).toBeTruthy();
    const left = screen.getByText('剩余 0:05:00').parentElement!;
    expect(left.getAttribute('data-tone')).toBe('warning');
    expect(left.getAttribute('title')).toBe('作业即将达到运行时限：到达时限后调度器会结束该作业。');
    unmount();

    renderWithProviders(<RunTime job={{ job_status: 'running', run_time: 3700, time_limit: 60 }} fetchedAt={NOW} />);
    expect(screen.getByText('已达运行时限').parentElement!.getAttribute('data-tone')).toBe('over');
  });

  it('shows a finished job’s run time alone', () => {
    renderWithProviders(<RunTime job={{ job_status: 'finished', run_time: 312, time_limit: 60 }} fetchedAt={NOW} />);
    expect(screen.getByText('0:05:12')).toBeTruthy();
    expect(screen.queryByText(/剩余/)).toBeNull();
  });
});
