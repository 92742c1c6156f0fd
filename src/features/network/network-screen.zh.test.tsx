/** The network screen in Chinese (the default language): tabs, columns, "used by" and the empty states. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { NETWORK_ANSWERS, WEATHER } from './testing/network-answers';
import { NetworkScreen } from './network-screen';

setUpScreenTests();

const renderAt = (path: string) => renderWithSession(<NetworkScreen />, { path, route: '/:zone/hpc/network/*' });

describe('网络页面', () => {
  it('shows the networks in Chinese with the clusters using them', async () => {
    mockGatewayCalls(NETWORK_ANSWERS);
    renderAt('/pek3/hpc/network/vxnets');
    expect(screen.getByRole('tab', { name: '网络' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '公网 IP' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '路由器' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '网络' });
    await within(table).findByText('hpc-private-net');
    expect(within(table).getByRole('columnheader', { name: '使用的集群' })).toBeTruthy();
    expect(within(table).getByText('私有网络')).toBeTruthy();
    expect(within(table).getByRole('link', { name: WEATHER.cluster_name })).toBeTruthy();
    expect(within(table).getAllByText('无集群').length).toBeGreaterThan(0);
  });

  it('says in Chinese that no EIP is available, and shows a cluster’s EIPs', async () => {
    mockGatewayCalls({ DescribeEips: () => ({ total_count: 0, eip_set: [] }) });
    const { unmount } = renderAt('/pek3/hpc/network/eips');
    expect(await screen.findByText('没有符合筛选条件的公网 IP')).toBeTruthy();
    unmount();
    mockGatewayCalls(NETWORK_ANSWERS);
    renderAt(`/pek3/hpc/network/eips?cluster_id=${WEATHER.cluster_id}&status=all`);
    expect(await screen.findByText(`仅显示集群 ${WEATHER.cluster_id} 的公网 IP`)).toBeTruthy();
    expect(screen.getByRole('button', { name: '显示全部' })).toBeTruthy();
  });

  it('says in Chinese that there is no active router', async () => {
    mockGatewayCalls({ DescribeRouters: () => ({ total_count: 0, router_set: [] }) });
    renderAt('/pek3/hpc/network/routers');
    expect(await screen.findByText('您在该区域还没有活跃的路由器')).toBeTruthy();
  });
});
