/**
 * The network screen (ADR 0024) in English: networks without vxnet-0/vxnet-1, filtered by kind and by
 * a cluster detail's link; EIPs available by default, every status for a cluster's EIPs; active routers only; each
 * row's clusters linked to their detail; empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockGatewayCalls, refusal } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { NETWORK_ANSWERS, WEATHER } from './testing/network-answers';
import { NetworkScreen } from './network-screen';

setUpScreenTests({ locale: 'en' });

const renderAt = (path: string) => renderWithSession(<NetworkScreen />, { path, route: '/:zone/hpc/network/*' });
const last = <T,>(items: T[]): T => items[items.length - 1];

describe('the network list', () => {
  it('lists the networks with their kind and the clusters using them, never vxnet-0 or vxnet-1', async () => {
    const calls = mockGatewayCalls(NETWORK_ANSWERS);
    renderAt('/pek3/hpc/network/vxnets');
    const table = await screen.findByRole('table', { name: 'Networks' });
    await within(table).findByText('hpc-private-net');
    expect(within(table).getByText('Base network')).toBeTruthy();
    expect(within(table).getByText('Private network')).toBeTruthy();
    expect(within(table).getByText('192.168.10.0/24')).toBeTruthy();
    expect(within(table).queryByText('vxnet-0')).toBeNull();
    expect(within(table).queryByText('vxnet-1')).toBeNull();
    const link = within(table).getByRole('link', { name: WEATHER.cluster_name });
    expect(link.getAttribute('href')).toBe(`/pek3/hpc/hpc_clusters/${WEATHER.cluster_id}`);
    expect(within(table).getAllByText('No cluster').length).toBeGreaterThan(0);
    const request = callsTo(calls, 'DescribeVxnets')[0].url.searchParams;
    expect(request.getAll('vxnet_type')).toEqual([]);
    expect(request.getAll('vxnets')).toEqual([]);
  });

  it('asks for one kind of network: base networks are type 2 in modes 0 and 1', async () => {
    const calls = mockGatewayCalls(NETWORK_ANSWERS);
    renderAt('/pek3/hpc/network/vxnets');
    await screen.findByText('hpc-private-net');
    await userEvent.click(screen.getByRole('radio', { name: 'Base network' }));
    await waitFor(() => expect(last(callsTo(calls, 'DescribeVxnets')).url.searchParams.getAll('vxnet_type')).toEqual(['2']));
    expect(last(callsTo(calls, 'DescribeVxnets')).url.searchParams.getAll('mode')).toEqual(['0', '1']);
    await userEvent.click(screen.getByRole('radio', { name: 'Bare-metal network' }));
    await waitFor(() => expect(last(callsTo(calls, 'DescribeVxnets')).url.searchParams.getAll('mode')).toEqual(['2']));
  });

  it('shows only the networks a link names, until the user shows all', async () => {
    const calls = mockGatewayCalls(NETWORK_ANSWERS);
    renderAt('/pek3/hpc/network/vxnets?vxnets=vxnet-hpc01&vxnets=vxnet-bm01');
    expect(await screen.findByText('Showing only the networks vxnet-hpc01, vxnet-bm01')).toBeTruthy();
    expect(callsTo(calls, 'DescribeVxnets')[0].url.searchParams.getAll('vxnets')).toEqual(['vxnet-hpc01', 'vxnet-bm01']);
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(last(callsTo(calls, 'DescribeVxnets')).url.searchParams.getAll('vxnets')).toEqual([]));
    expect(screen.queryByText(/Showing only the networks/)).toBeNull();
  });

  it('says when there is no network, and shows the gateway’s refusal with a retry', async () => {
    mockGatewayCalls({ DescribeVxnets: () => ({ total_count: 0, vxnet_set: [] }) });
    const { unmount } = renderAt('/pek3/hpc/network/vxnets');
    expect(await screen.findByText('You have no network in this zone yet')).toBeTruthy();
    unmount();
    let failing = true;
    mockGatewayCalls({
      ...NETWORK_ANSWERS,
      DescribeVxnets: (...args) =>
        failing ? refusal(403, 1200, 'The user may not use the zone pek3') : NETWORK_ANSWERS.DescribeVxnets(...args),
    });
    renderAt('/pek3/hpc/network/vxnets');
    expect(await screen.findByText('The user may not use the zone pek3')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('hpc-private-net')).toBeTruthy();
  });
});

describe('the EIP list', () => {
  it('asks for available EIPs by default, in every association mode', async () => {
    const calls = mockGatewayCalls(NETWORK_ANSWERS);
    renderAt('/pek3/hpc/network/eips');
    const table = await screen.findByRole('table', { name: 'EIPs' });
    await within(table).findByText('139.198.21.42');
    const request = callsTo(calls, 'DescribeEips')[0].url.searchParams;
    expect(request.getAll('status')).toEqual(['available']);
    expect(request.getAll('associate_mode')).toEqual(['0', '1', '2']);
    expect(request.get('cluster_id')).toBeNull();
    expect(within(table).getByText('10 Mbps')).toBeTruthy();
    expect(within(table).getByText('By bandwidth')).toBeTruthy();
  });

  it('shows a cluster’s EIPs in every status, with the cluster holding each linked', async () => {
    const calls = mockGatewayCalls(NETWORK_ANSWERS);
    renderAt(`/pek3/hpc/network/eips?cluster_id=${WEATHER.cluster_id}&status=all`);
    expect(await screen.findByText(`Showing only the EIPs of cluster ${WEATHER.cluster_id}`)).toBeTruthy();
    const request = callsTo(calls, 'DescribeEips')[0].url.searchParams;
    expect(request.get('cluster_id')).toBe(WEATHER.cluster_id);
    expect(request.getAll('status')).toEqual(['pending', 'available', 'associated', 'suspended', 'released', 'ceased']);
    const table = await screen.findByRole('table', { name: 'EIPs' });
    const link = await within(table).findByRole('link', { name: WEATHER.cluster_name });
    expect(link.getAttribute('href')).toBe(`/pek3/hpc/hpc_clusters/${WEATHER.cluster_id}`);
    expect(within(table).getByText('In use')).toBeTruthy();
  });

  it('says when no EIP is available', async () => {
    mockGatewayCalls({ DescribeEips: () => ({ total_count: 0, eip_set: [] }) });
    renderAt('/pek3/hpc/network/eips');
    expect(await screen.findByText('No EIP matches the filters')).toBeTruthy();
  });
});

describe('the router list', () => {
  it('asks for active routers only and names their networks and clusters', async () => {
    const calls = mockGatewayCalls(NETWORK_ANSWERS);
    renderAt('/pek3/hpc/network/routers');
    const table = await screen.findByRole('table', { name: 'Routers' });
    await within(table).findByText('科研VPC');
    expect(callsTo(calls, 'DescribeRouters')[0].url.searchParams.getAll('status')).toEqual(['active']);
    expect(within(table).getByText('仿真_net')).toBeTruthy();
    expect(within(table).getByRole('link', { name: WEATHER.cluster_name }).getAttribute('href')).toBe(
      `/pek3/hpc/hpc_clusters/${WEATHER.cluster_id}`,
    );
  });

  it('moves between the tabs by their links', async () => {
    mockGatewayCalls(NETWORK_ANSWERS);
    renderAt('/pek3/hpc/network/routers');
    await screen.findByText('科研VPC');
    await userEvent.click(screen.getByRole('tab', { name: 'EIPs' }));
    expect(await screen.findByRole('table', { name: 'EIPs' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'EIPs' }).getAttribute('aria-selected')).toBe('true');
  });
});
