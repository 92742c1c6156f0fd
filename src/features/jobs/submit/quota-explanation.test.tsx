import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, describe, expect, it } from 'vitest';
import { getGetQuotaUsageQueryKey } from '@/api/generated/endpoints/jobs/jobs';
import type { QuotaUsage } from '@/api/generated/model/quotaUsage';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { ACTIVE, mockSubmitGateway, renderSubmit } from './submit-test-harness';

setUpScreenTests({ locale: 'en', followIntervalMs: 5 });

const GIB = 1073741824;
const coreHours = (used: number, reserved: number, quota = 100): QuotaUsage => ({
  cluster_id: ACTIVE,
  cluster_name: 'wrf_cluster',
  kind: 'core_hours',
  source: 'cluster_user',
  account: 'usr_owner',
  quota,
  used,
  reserved,
  remaining: quota - used - reserved,
});
const storage = (usedGb: number): QuotaUsage => ({
  cluster_id: ACTIVE,
  cluster_name: 'wrf_cluster',
  kind: 'storage',
  source: 'cluster_user',
  account: 'usr_owner',
  quota: 100 * GIB,
  used: usedGb * GIB,
  reserved: 0,
  remaining: (100 - usedGb) * GIB,
});

async function setCoresAndHours(cores: string, minutes: string) {
  const user = userEvent.setup();
  const coresField = await screen.findByLabelText(/^(Cores|核数)/);
  await user.clear(coresField);
  await user.type(coresField, cores);
  const limit = screen.getByLabelText(/^(Time limit|时间限制)/);
  await user.clear(limit);
  await user.type(limit, minutes);
}

describe('the core-hour quota on the submit form', () => {
  afterAll(() => activateLocale('en'));

  it("shows the remaining core-hours and the job's cores × time limit, and says before sending that it would exceed", async () => {
    const calls = mockSubmitGateway({ 'job/quotaUsage': () => ({ quota_set: [coreHours(50, 20)] }) });
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    const box = await screen.findByTestId('core-hour-quota');
    expect(box.textContent).toContain(
      'Remaining core-hours on this cluster: 30 (quota 100, used 50, reserved by running and pending jobs 20)',
    );
    expect(callsTo(calls, 'job/quotaUsage')[0].url.searchParams.get('cluster_id')).toBe(ACTIVE);
    await setCoresAndHours('3', '600');
    await waitFor(() =>
      expect(screen.getByTestId('core-hour-quota').textContent).toContain('This job takes 3 cores × 10 h = 30 core-hours.'),
    );
    expect(screen.getByTestId('core-hour-quota').dataset.exceeds).toBe('false');
    await setCoresAndHours('4', '600');
    await waitFor(() =>
      expect(screen.getByTestId('core-hour-quota').textContent).toContain('This job takes 4 cores × 10 h = 40 core-hours.'),
    );
    expect(screen.getByTestId('core-hour-quota').textContent).toContain('It would exceed your remaining core-hours');
    expect(screen.getByTestId('core-hour-quota').dataset.exceeds).toBe('true');
  });

  it('says it in Chinese too', async () => {
    await activateLocale('zh');
    mockSubmitGateway({ 'job/quotaUsage': () => ({ quota_set: [coreHours(50, 20)] }) });
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    const box = await screen.findByTestId('core-hour-quota');
    expect(box.textContent).toContain('该集群剩余核时：30');
    await setCoresAndHours('4', '600');
    await waitFor(() => expect(screen.getByTestId('core-hour-quota').textContent).toContain('该作业需要 4 核 × 10 小时 = 40 核时。'));
    // One sentence after the other, without a Latin space after the Chinese full stop.
    expect(screen.getByTestId('core-hour-quota').textContent).toContain('= 40 核时。将超出您的剩余核时');
  });

  it('reads the quota figures again once a job is accepted (the job reserves core-hours)', async () => {
    await activateLocale('en');
    mockSubmitGateway({ 'job/quotaUsage': () => ({ quota_set: [coreHours(50, 20)] }) });
    // Answers kept fresh for 10 s, as the console's query client keeps them.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`, client);
    await screen.findByTestId('core-hour-quota');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Job name/), 'wrf_run');
    const queue = screen.getByLabelText(/^Queue/);
    await waitFor(() => expect(within(queue).getByRole('option', { name: /normal \(default\)/ })).toBeTruthy());
    await user.selectOptions(queue, 'hpcq-n0rm4l01');
    await user.type(screen.getByLabelText(/^Command line/, { selector: 'textarea' }), 'mpirun -np 2 ./wrf.exe');
    await user.type(screen.getByLabelText(/^Time limit/), '60');
    await user.click(screen.getByRole('button', { name: /Submit job/ }));
    await screen.findByTestId('job-page');
    await waitFor(() => {
      const state = client.getQueryState(getGetQuotaUsageQueryKey({ cluster_id: ACTIVE }));
      expect(state?.isInvalidated || (state?.dataUpdateCount ?? 0) > 1).toBe(true);
    });
  });

  it('says a job needs a time limit under a quota, and refuses one without it by its field, sending nothing', async () => {
    await activateLocale('en');
    const calls = mockSubmitGateway({ 'job/quotaUsage': () => ({ quota_set: [coreHours(0, 0, 1000)] }) });
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    const box = await screen.findByTestId('core-hour-quota');
    expect(box.textContent).toContain(
      'Your core-hours are limited on this cluster, so a job needs a time limit: it counts as cores × time limit.',
    );
    expect(box.dataset.exceeds).toBe('true');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Job name/), 'wrf_run');
    const queue = screen.getByLabelText(/^Queue/);
    await waitFor(() => expect(within(queue).getByRole('option', { name: /normal \(default\)/ })).toBeTruthy());
    await user.selectOptions(queue, 'hpcq-n0rm4l01');
    await user.type(screen.getByLabelText(/^Command line/, { selector: 'textarea' }), 'mpirun -np 112 ./wrf.exe');
    await user.click(screen.getByRole('button', { name: /Submit job/ }));
    const field = document.querySelector('[data-field="root_time_limit"]') as HTMLElement;
    await waitFor(() =>
      expect(within(field).getByTestId('field-error').textContent).toBe(
        'Required: your core-hours on this cluster are limited, and a job counts as its cores × time limit',
      ),
    );
    expect(callsTo(calls, 'job/submitJob')).toHaveLength(0);
  });

  it('shows nothing for a user without a quota', async () => {
    await activateLocale('en');
    const calls = mockSubmitGateway({ 'job/quotaUsage': () => ({ quota_set: [] }) });
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await waitFor(() => expect(callsTo(calls, 'job/quotaUsage')).toHaveLength(1));
    await screen.findByLabelText(/^Cores/);
    expect(screen.queryByTestId('core-hour-quota')).toBeNull();
    expect(screen.queryByTestId('quota-warning')).toBeNull();
  });

  it.each([
    // The spec's usage colours: above 80 % yellow, above 90 % red (ADR 0046).
    { percent: 80, level: null },
    { percent: 81, level: 'yellow' },
    { percent: 90, level: 'yellow' },
    { percent: 91, level: 'red' },
  ] as const)('at $percent % of a quota used the form warns: $level', async ({ percent, level }) => {
    mockSubmitGateway({ 'job/quotaUsage': () => ({ quota_set: [coreHours(percent, 0), storage(percent)] }) });
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await screen.findByTestId('core-hour-quota');
    const warning = screen.queryByTestId('quota-warning');
    if (level === null) {
      expect(warning).toBeNull();
      return;
    }
    expect(warning?.dataset.level).toBe(level);
    expect(within(warning!).getByText(`wrf_cluster: ${percent} % of the core-hours used (${percent} of 100)`)).toBeTruthy();
    expect(
      within(warning!).getByText(new RegExp(`^wrf_cluster: ${percent} % of the storage quota used \\(${percent} \\S+ of 100 \\S+\\)$`)),
    ).toBeTruthy();
  });
});
