import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobUsage } from '@/api/generated/model/jobUsage';
import { activateLocale } from '@/shared/i18n/locale';
import { renderWithProviders } from '@/shared/testing/render';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { JobUsageSection, UsageCell } from './job-usage';
import { job } from './test-harness';

setUpScreenTests();
afterAll(() => activateLocale('zh'));

const idle: JobUsage = {
  cpu_time: 36,
  cpu_efficiency: 0.05,
  memory_peak: 90,
  memory_had: 1024,
  memory_efficiency: 0.0879,
  time_limit: 10,
  time_efficiency: 0.1,
  underused: ['cpu', 'memory', 'time'],
};
const ended = (usage?: JobUsage) => job({ job_status: 'finished', cores: 4, run_time: 180, usage });

describe('what an ended job used', () => {
  it('shows CPU, memory and time against what it had, with a hint for each it used under a quarter of (中文)', () => {
    renderWithProviders(<JobUsageSection job={ended(idle)} />);
    const section = screen.getByRole('region', { name: '资源使用情况' });
    expect(section.textContent).toContain('CPU5%');
    expect(section.textContent).toContain('4 个核在 0:03:00 内共用 CPU 时间 0:00:36');
    expect(section.textContent).toContain('峰值 90 MB，共 1 GB');
    expect(section.textContent).toContain('运行 0:03:00，时间上限 10 分钟');
    expect(within(section).getAllByRole('progressbar')).toHaveLength(3);
    expect(section.textContent).toContain('它的 4 个核只有 5% 的时间在忙');
    expect(section.textContent).toContain('它只用了所申请内存的 9%');
    expect(section.textContent).toContain('它只用了时间上限的 10%');
  });

  it('gives no hint for a job that used what it had, and says what was not measured, in English', async () => {
    await activateLocale('en');
    renderWithProviders(
      <JobUsageSection
        job={ended({
          ...idle,
          cpu_efficiency: 0.97,
          memory_peak: null,
          memory_efficiency: null,
          time_limit: null,
          time_efficiency: null,
          underused: [],
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'What it used' });
    expect(section.textContent).toContain('CPU97%');
    expect(section.textContent).toContain('Not measured');
    expect(section.textContent).toContain('0:03:00, without a time limit');
    expect(within(section).getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(section.textContent).not.toContain('Ask for fewer');
  });

  it('shows nothing before the figures are in; the list cell a dash, then the CPU and memory shares', async () => {
    await activateLocale('en');
    const { container } = renderWithProviders(<JobUsageSection job={ended()} />);
    expect(container.textContent).toBe('');
    renderWithProviders(
      <table>
        <tbody>
          <tr>
            <td data-testid="before">
              <UsageCell job={ended()} />
            </td>
            <td data-testid="after">
              <UsageCell job={ended({ ...idle, underused: ['cpu'] })} />
            </td>
            <td data-testid="unmeasured">
              <UsageCell job={ended({ ...idle, memory_peak: null, memory_efficiency: null })} />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getByTestId('before').textContent).toBe('-');
    const cell = screen.getByTestId('after');
    expect(cell.textContent).toBe('CPU 5%Memory 9%');
    expect(within(cell).getByText('CPU 5%').className).toBe('job-low');
    expect(within(cell).getByText('Memory 9%').className).not.toContain('job-low');
    expect(screen.getByTestId('unmeasured').textContent).toBe('CPU 5%');
  });
});
