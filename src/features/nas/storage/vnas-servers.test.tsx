import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo, mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { VnasServers } from './vnas-servers';

setUpScreenTests({ locale: 'en' });
afterEach(async () => {
  await activateLocale('en');
});

const SERVERS = [
  {
    s2_server_id: 's2-7d3k9p2x',
    name: 'vnas_气象组',
    status: 'active',
    private_ip: '192.168.10.20',
    vxnet_name: 'hpc-private-net',
    shared_targets: [{ shared_target_id: 'st-4k2m9q1z', export_name: '/mnt/wrf_share', s2_server_id: 's2-7d3k9p2x' }],
    create_time: '2026-10-28T02:10:00Z',
  },
  {
    s2_server_id: 's2-q1w2e3r4',
    name: 'cfd-vnas',
    status: 'active',
    private_ip: '192.168.10.21',
    shared_targets: [],
    create_time: '2026-11-18T09:45:00Z',
  },
];

function renderServers() {
  const calls = mockGatewayCalls({ DescribeS2Servers: () => ({ total_count: 2, s2_server_set: SERVERS }) });
  renderWithSession(<VnasServers />, { path: '/pek3/hpc/nas', route: '/:zone/hpc/nas' });
  return calls;
}

describe('the vNAS servers', () => {
  it('lists the active servers with their shared targets, and says to bind one where there is none', async () => {
    const calls = renderServers();
    const table = await screen.findByRole('table', { name: 'vNAS servers' });
    const bound = (await within(table).findByText('vnas_气象组')).closest('tr') as HTMLElement;
    expect(within(bound).getByText('/mnt/wrf_share')).toBeTruthy();
    const unbound = within(table).getByText('cfd-vnas').closest('tr') as HTMLElement;
    expect(
      within(unbound).getByText('No shared target: bind a shared target to it in the vNas detail before a cluster can mount it.'),
    ).toBeTruthy();
    const asked = callsTo(calls, 'DescribeS2Servers')[0].url.searchParams;
    expect(asked.getAll('status')).toEqual(['active']);
    expect(asked.get('limit')).toBe('1024');
  });

  it('says the hint in Chinese', async () => {
    await activateLocale('zh');
    renderServers();
    const table = await screen.findByRole('table', { name: 'vNAS 服务器' });
    expect(await within(table).findByText('未绑定共享目标：请先在 vNas 详情中为其绑定共享目标，集群才能挂载。')).toBeTruthy();
  });
});
