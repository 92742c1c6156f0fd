/** Gateway answers of the network screens' tests (shapes of the contract's examples). */
import type { GatewayAnswer } from '@/shared/testing/gateway-mock';

export const WEATHER = { cluster_id: 'ehpc-k8x2m4q1', cluster_name: '气象模拟_A' };

const VXNETS = [
  {
    vxnet_id: 'vxnet-hpc01',
    vxnet_name: 'hpc-private-net',
    vxnet_type: 1,
    mode: 0,
    instance_count: 6,
    clusters: [WEATHER],
    router: { router_id: 'rtr-k2m8x4q1', router_name: '科研VPC', ip_network: '192.168.10.0/24' },
    create_time: '2026-11-03T07:45:00Z',
  },
  {
    vxnet_id: 'vxnet-ks',
    vxnet_name: 'base_net',
    vxnet_type: 2,
    mode: 1,
    router: null,
    instance_count: 0,
    clusters: [],
    create_time: '2026-11-01T00:00:00Z',
  },
  { vxnet_id: 'vxnet-0', vxnet_name: 'vxnet-0', vxnet_type: 2, mode: 0, router: null, create_time: '2026-11-01T00:00:00Z' },
  { vxnet_id: 'vxnet-1', vxnet_name: 'vxnet-1', vxnet_type: 2, mode: 1, router: null, create_time: '2026-11-01T00:00:00Z' },
];

const EIPS = [
  {
    eip_id: 'eip-7h2k9m4p',
    eip_name: '登录节点_公网',
    eip_addr: '139.198.21.42',
    bandwidth: 10,
    billing_mode: 'bandwidth',
    status: 'available',
    associate_mode: 0,
    resource: null,
    clusters: [],
    create_time: '2026-11-10T02:20:00Z',
  },
];

const HELD_EIP = {
  eip_id: 'eip-3h8d1q5w',
  eip_name: 'login-eip-3',
  eip_addr: '139.198.21.63',
  bandwidth: 10,
  billing_mode: 'bandwidth',
  status: 'associated',
  associate_mode: 0,
  resource: { resource_id: 'i-login001', resource_name: 'login-01', resource_type: 'instance' },
  clusters: [WEATHER],
  create_time: '2026-11-13T08:00:00Z',
};

const ROUTERS = [
  {
    router_id: 'rtr-k2m8x4q1',
    router_name: '科研VPC',
    status: 'active',
    ip_network: '192.168.0.0/16',
    private_ip: '192.168.10.1',
    eip: { eip_id: 'eip-4n7q2w8e', eip_name: 'vpc-gateway', eip_addr: '139.198.20.17' },
    vxnets: [
      { vxnet_id: 'vxnet-hpc01', vxnet_name: 'hpc-private-net', ip_network: '192.168.10.0/24' },
      { vxnet_id: 'vxnet-cfd02', vxnet_name: '仿真_net', ip_network: '192.168.20.0/24' },
    ],
    clusters: [WEATHER],
    create_time: '2026-11-03T07:40:00Z',
  },
];

export const NETWORK_ANSWERS: Record<'DescribeVxnets' | 'DescribeEips' | 'DescribeRouters', GatewayAnswer> = {
  DescribeVxnets: () => ({ total_count: 2, vxnet_set: VXNETS }),
  DescribeEips: (url) =>
    url.searchParams.get('cluster_id') ? { total_count: 1, eip_set: [HELD_EIP] } : { total_count: EIPS.length, eip_set: EIPS },
  DescribeRouters: () => ({ total_count: ROUTERS.length, router_set: ROUTERS }),
};
