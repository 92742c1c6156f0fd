import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuotaUsage } from '@/api/generated/model/quotaUsage';
import { callsTo, mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { useGetQuotaUsage } from '@/api/generated/endpoints/jobs/jobs';
import { HeaderQuotaWarning } from './header-quota-warning';

/** Says when the quotas the warning reads (the same query) are in. */
function QuotasRead() {
  const usage = useGetQuotaUsage(undefined, { query: { retry: false } });
  return usage.data ? <p data-testid="quotas-read" /> : null;
}

setUpScreenTests({ locale: 'en' });

const coreHours = (used: number): QuotaUsage => ({
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'wrf_cluster',
  kind: 'core_hours',
  source: 'shared_member',
  account: 'usr_sub',
  quota: 1000,
  used: used * 10,
  reserved: 0,
  remaining: 1000 - used * 10,
});

function renderWarning(quotas: QuotaUsage[]) {
  const calls = mockGatewayCalls({ 'job/quotaUsage': () => ({ quota_set: quotas }) });
  renderWithSession(
    <>
      <HeaderQuotaWarning />
      <QuotasRead />
    </>,
    { path: '/pek3/hpc/hpc_clusters', route: '/:zone/hpc/*' },
  );
  return calls;
}

describe("the header's quota warning", () => {
  it('shows nothing at or under 80 % used (the spec colours usage above 80)', async () => {
    const calls = renderWarning([coreHours(79), coreHours(80)]);
    await screen.findByTestId('quotas-read');
    expect(callsTo(calls, 'job/quotaUsage')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the real figure in yellow above 80 % used, and its menu names the cluster and the figures', async () => {
    renderWarning([coreHours(82)]);
    const button = await screen.findByRole('button', { name: /Quota 82 % used/ });
    expect(button.dataset.level).toBe('yellow');
    await userEvent.click(button);
    expect(await screen.findByText(/^wrf_cluster: 82 % of the core-hours used \(820 of 1,?000\)$/)).toBeTruthy();
    // A menu holds items (axe aria-required-children): each warning is one, reached with the arrow keys.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^wrf_cluster: 82 % of the core-hours used/),
    ]);
  });

  it('says the most used quota in red above 90 % used; exactly 90 % is still yellow', async () => {
    renderWarning([coreHours(85), coreHours(90)]);
    const yellow = await screen.findByRole('button', { name: /Quota 90 % used/ });
    expect(yellow.dataset.level).toBe('yellow');
  });

  it('says the most used quota in red above 90 % used, without rounding it back onto the line', async () => {
    renderWarning([coreHours(85), { ...coreHours(0), used: 902 }]);
    const button = await screen.findByRole('button', { name: /Quota 90\.2 % used/ });
    expect(button.dataset.level).toBe('red');
  });
});
