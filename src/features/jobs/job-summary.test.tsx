import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { JobSummary } from './job-summary';
import { job } from './test-harness';

setUpScreenTests();

/** The value shown beside a label of the summary. */
function valueOf(label: string): string | null {
  // The label's item holds the label and its value.
  return screen.getByText(label).parentElement?.textContent?.replace(label, '') ?? null;
}

describe('job summary', () => {
  it("shows the scheduler's own state of a job on a real Slurm beside its status (调度器状态)", () => {
    renderWithProviders(<JobSummary job={job({ job_status: 'exited', exit_code: 124, scheduler_state: 'TIMEOUT' })} />);
    expect(screen.getByText('调度器状态')).toBeTruthy();
    expect(valueOf('调度器状态')).toBe('TIMEOUT');
    expect(valueOf('退出码')).toBe('124');
  });

  it('has no scheduler state line for a job of the simulated scheduler', () => {
    renderWithProviders(<JobSummary job={job()} />);
    expect(screen.queryByText('调度器状态')).toBeNull();
  });
});
