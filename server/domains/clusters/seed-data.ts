/**
 * The demo clusters the seed writes (server/seed/clusters.ts), with fixed node and queue ids other seeds and
 * tests may use (SEED_NODES, SEED_EXTRA_QUEUES).
 */
import { SEED } from '../../seed/fixtures';
import type { ClusterType, NodeRole, NodeType } from './catalogue';
import { clusterSoftware } from './create';

interface Size {
  node_type: NodeType;
  instance_class: number;
  cpu: number;
  memory: number;
  gpu?: number;
}
export interface SeedNode extends Size {
  node_id: string;
  name: string;
  hostname: string;
  role: NodeRole;
  ip: string;
  status?: string;
  health?: string;
  eip_id?: string;
  eip_addr?: string;
  description?: string;
  create_time?: string;
}
export interface SeedQueue {
  hpcqueue_id: string;
  queue_name: string;
  category: 'dedicated' | 'shared';
  is_default: 0 | 1;
  queue_type?: string;
  status?: string;
  node_ids: string[];
}
export interface SeedOperation {
  action: string;
  resource_type?: string;
  resource_ids: string[];
  resource_names: string[];
  steps: number;
  payload?: Record<string, unknown>;
  create_time: string;
  status_time: string;
}
export interface SeedCluster {
  cluster_id: string;
  cluster_name: string;
  cluster_type: ClusterType;
  status: string;
  node_status: string;
  description: string;
  zone: string;
  nas_id: string | null;
  nas_shared_path: string | null;
  vxnet_id: string;
  vxnet_name: string;
  bm_vxnet_id?: string;
  network_type: string;
  scheduler: string;
  version: string;
  previous_version?: string;
  app_id: string;
  app_version: string;
  deploy_mode: number;
  paid_type: number;
  duration?: number;
  is_auto_renewal?: number;
  shared_status?: string;
  software: { sw_name: string; sw_ver: string }[];
  config: Record<string, unknown>;
  expire_time?: string;
  /** Absent for the cluster being created: it is created at seed time. */
  create_time?: string;
  status_time?: string;
  nodes: SeedNode[];
  queues: SeedQueue[];
  operations: SeedOperation[];
}

const CTRL: Size = { node_type: 'standard', instance_class: 101, cpu: 4, memory: 8192 };
const LOGIN_E2: Size = { node_type: 'standard', instance_class: 101, cpu: 2, memory: 4096 };
const C3_56: Size = { node_type: 'standard', instance_class: 101, cpu: 56, memory: 229376 };
const C3_32: Size = { node_type: 'standard', instance_class: 101, cpu: 32, memory: 131072 };
const G4_32: Size = { node_type: 'gpu', instance_class: 201, cpu: 32, memory: 131072, gpu: 2 };
const BM_64: Size = { node_type: 'bare_metal', instance_class: 202, cpu: 64, memory: 262144 };
const S1_2: Size = { node_type: 'vm', instance_class: 0, cpu: 2, memory: 4096 };
const S1_4: Size = { node_type: 'vm', instance_class: 0, cpu: 4, memory: 8192 };
const E1_4: Size = { node_type: 'vm', instance_class: 1, cpu: 4, memory: 16384 };

const n = (
  node_id: string,
  role: NodeRole,
  hostname: string,
  name: string,
  ip: string,
  size: Size,
  extra: Partial<SeedNode> = {},
): SeedNode => ({ node_id, role, hostname, name, ip, ...size, ...extra });
const created = (c: { cluster_id: string; cluster_name: string }, create_time: string, status_time: string): SeedOperation => ({
  action: 'cluster/createCluster',
  resource_ids: [c.cluster_id],
  resource_names: [c.cluster_name],
  steps: 2,
  create_time,
  status_time,
});

export const SEED_NODES = {
  ehpcActive: {
    controller: 'cln-k3m8q2w7',
    login: 'cln-l0g1n9a2',
    compute: ['cln-a1b2c3d4', 'cln-a1b2c3d5', 'cln-a1b2c3d6', 'cln-a1b2c3d7'],
    gpu: ['cln-g9p2u4x5', 'cln-g9p2u4x6'],
  },
  ehpcStopped: { login: 'cln-cfdlgn01', compute: ['cln-cfdbm001', 'cln-cfdbm002'] },
  hpcActive: { controller: 'cln-hpcctl01', login: ['cln-hpclgn01', 'cln-hpclgn02'], compute: ['cln-hpccmp01', 'cln-hpccmp02'] },
} as const;

/** Default queues of the seeded clusters beyond SEED.queues. */
export const SEED_EXTRA_QUEUES = {
  ehpcStopped: 'hpcq-cfd00001',
  ehpcPending: 'hpcq-md010001',
  hpcSuspended: 'hpcq-susp0001',
  hpcShanghai: 'hpcq-sh1a0001',
  ehpcCeased: 'hpcq-old00001',
} as const;

const A = SEED_NODES.ehpcActive;
const ehpcActive: SeedCluster = {
  cluster_id: SEED.clusters.ehpcActive,
  cluster_name: '气象模拟_A',
  cluster_type: 'ehpc',
  status: 'active',
  node_status: 'active',
  description: 'WRF 区域气象模拟集群',
  zone: 'pek3',
  nas_id: SEED.nas.wrf,
  nas_shared_path: '/share/wrf',
  vxnet_id: 'vxnet-hpc01',
  vxnet_name: 'hpc-private-net',
  network_type: 'private',
  scheduler: 'slurm',
  version: '2.4.1',
  previous_version: '2.3.0',
  app_id: 'app-ehpc01',
  app_version: 'appv-ehpc241',
  deploy_mode: 1,
  paid_type: 0,
  shared_status: 'shared',
  software: clusterSoftware('slurm', ['hpcsw-wrf45', 'hpcsw-openmpi416']),
  config: { ip_network: '192.168.10.0/24', software_ids: ['hpcsw-wrf45', 'hpcsw-openmpi416'] },
  create_time: '2026-10-02T03:15:00Z',
  status_time: '2026-10-02T03:21:40Z',
  nodes: [
    n(A.controller, 'controller', 'controller001', '控制节点', '192.168.10.2', CTRL),
    n(A.login, 'login', 'login001', 'login-01 登录', '192.168.10.3', LOGIN_E2, {
      eip_id: 'eip-3h8d1q5w',
      eip_addr: '139.198.21.63',
      description: '学生实验登录入口',
    }),
    n(A.compute[0], 'compute', 'compute001', '计算节点_01', '192.168.10.11', C3_56),
    n(A.compute[1], 'compute', 'compute002', '计算节点_02', '192.168.10.12', C3_56),
    n(A.compute[2], 'compute', 'compute003', '计算节点_03', '192.168.10.13', C3_56),
    n(A.compute[3], 'compute', 'compute004', 'Fluent node 04', '192.168.10.14', C3_56, {
      health: 'unhealthy',
      description: '内存 ECC 告警，待排查',
    }),
    n(A.gpu[0], 'compute', 'compute005', 'gpu_node 01', '192.168.10.21', G4_32, { create_time: '2026-11-20T08:30:00Z' }),
    n(A.gpu[1], 'compute', 'compute006', 'gpu_node 02', '192.168.10.22', G4_32, { create_time: '2026-11-20T08:30:00Z' }),
  ],
  queues: [
    { hpcqueue_id: SEED.queues.ehpcNormal, queue_name: 'normal', category: 'dedicated', is_default: 1, node_ids: [...A.compute] },
    { hpcqueue_id: SEED.queues.ehpcGpu, queue_name: 'gpu_ai', category: 'dedicated', is_default: 0, node_ids: [...A.gpu] },
  ],
  operations: [],
};
ehpcActive.operations = [
  created(ehpcActive, '2026-10-02T03:15:00Z', '2026-10-02T03:21:40Z'),
  {
    action: 'cluster/associateLoginNodeEip',
    resource_type: 'node',
    resource_ids: [ehpcActive.cluster_id, A.login],
    resource_names: [ehpcActive.cluster_name, 'login-01 登录'],
    steps: 1,
    payload: { node_ids: [A.login], eip_id: 'eip-3h8d1q5w' },
    create_time: '2026-11-05T09:12:00Z',
    status_time: '2026-11-05T09:12:30Z',
  },
  {
    action: 'cluster/addNodes',
    resource_type: 'node',
    resource_ids: [ehpcActive.cluster_id, ...A.gpu],
    resource_names: [ehpcActive.cluster_name, 'gpu_node 01', 'gpu_node 02'],
    steps: 2,
    payload: { node_ids: [...A.gpu] },
    create_time: '2026-11-20T08:30:00Z',
    status_time: '2026-11-20T08:33:10Z',
  },
];

const S = SEED_NODES.ehpcStopped;
const ehpcStopped: SeedCluster = {
  cluster_id: SEED.clusters.ehpcStopped,
  cluster_name: 'cfd_solver',
  cluster_type: 'ehpc',
  status: 'stopped',
  node_status: 'stopped',
  description: 'OpenFOAM 外流场仿真（裸金属）',
  zone: 'pek3',
  nas_id: SEED.nas.cfd,
  nas_shared_path: '/share/cfd',
  vxnet_id: 'vxnet-hpc01',
  vxnet_name: 'hpc-private-net',
  bm_vxnet_id: 'vxnet-bm01',
  network_type: 'bare_metal',
  scheduler: 'slurm',
  version: '2.3.0',
  app_id: 'app-ehpc01',
  app_version: 'appv-ehpc230bm',
  deploy_mode: 2,
  paid_type: 1,
  duration: 1,
  is_auto_renewal: 1,
  software: clusterSoftware('slurm', ['hpcsw-openmpi416']),
  config: { ip_network: '192.168.10.0/24', software_ids: ['hpcsw-openmpi416'] },
  // Reserved: its month runs out 23 days after the seed, whenever that is (a fixed date would pass and renew it).
  expire_time: new Date(Date.now() + 23 * 86400_000).toISOString(),
  create_time: '2026-09-14T11:02:00Z',
  status_time: '2026-11-18T22:00:05Z',
  nodes: [
    n(S.login, 'login', 'login001', '登录节点_01', '192.168.10.31', LOGIN_E2),
    n(S.compute[0], 'compute', 'compute001', 'bm_node 01', '192.168.10.32', BM_64),
    n(S.compute[1], 'compute', 'compute002', 'bm_node 02', '192.168.10.33', BM_64),
  ],
  queues: [
    { hpcqueue_id: SEED_EXTRA_QUEUES.ehpcStopped, queue_name: 'cfd', category: 'dedicated', is_default: 1, node_ids: [...S.compute] },
  ],
  operations: [],
};
ehpcStopped.operations = [
  created(ehpcStopped, '2026-09-14T11:02:00Z', '2026-09-14T11:09:30Z'),
  {
    action: 'cluster/stopCluster',
    resource_ids: [ehpcStopped.cluster_id],
    resource_names: [ehpcStopped.cluster_name],
    steps: 2,
    create_time: '2026-11-18T21:59:40Z',
    status_time: '2026-11-18T22:00:05Z',
  },
];

const ehpcPending: SeedCluster = {
  cluster_id: SEED.clusters.ehpcPending,
  cluster_name: '分子动力学_MD01',
  cluster_type: 'ehpc',
  status: 'pending',
  node_status: 'pending',
  description: 'GROMACS runs for the protein folding project',
  zone: 'pek3',
  nas_id: SEED.nas.wrf,
  nas_shared_path: '/share/md01',
  vxnet_id: 'vxnet-hpc01',
  vxnet_name: 'hpc-private-net',
  network_type: 'private',
  scheduler: 'slurm',
  version: '2.4.1',
  app_id: 'app-ehpc01',
  app_version: 'appv-ehpc241',
  deploy_mode: 1,
  paid_type: 0,
  software: clusterSoftware('slurm', ['hpcsw-gromacs23']),
  config: { ip_network: '192.168.10.0/24', software_ids: ['hpcsw-gromacs23'] },
  nodes: [
    n('cln-md01ctl1', 'controller', 'controller001', '控制节点', '192.168.10.41', CTRL),
    n('cln-md01cmp1', 'compute', 'compute001', '计算节点_01', '192.168.10.42', C3_32),
    n('cln-md01cmp2', 'compute', 'compute002', '计算节点_02', '192.168.10.43', C3_32),
    n('cln-md01lgn1', 'login', 'login001', '登录节点_01', '192.168.10.44', LOGIN_E2),
  ],
  queues: [
    {
      hpcqueue_id: SEED_EXTRA_QUEUES.ehpcPending,
      queue_name: 'normal',
      category: 'dedicated',
      is_default: 1,
      node_ids: ['cln-md01cmp1', 'cln-md01cmp2'],
    },
  ],
  operations: [], // its creation is a live operation (see the seed)
};

const H = SEED_NODES.hpcActive;
const hpcActive: SeedCluster = {
  cluster_id: SEED.clusters.hpcActive,
  cluster_name: 'student_lab',
  cluster_type: 'hpc',
  status: 'active',
  node_status: 'active',
  description: '本科生并行计算课程实验',
  zone: 'pek3',
  nas_id: SEED.nas.wrf,
  nas_shared_path: '/share/lab',
  vxnet_id: 'vxnet-ks',
  vxnet_name: '基础网络',
  network_type: 'base',
  scheduler: 'slurm',
  version: '3.0.0',
  app_id: 'app-hpc01',
  app_version: 'appv-hpc300',
  deploy_mode: 1,
  paid_type: 0,
  software: clusterSoftware('slurm', ['hpcsw-lammps']),
  config: { ip_network: '10.140.0.0/16', software_ids: ['hpcsw-lammps'], cluster_user: 'student01' },
  create_time: '2026-08-20T06:00:00Z',
  status_time: '2026-08-20T06:04:10Z',
  nodes: [
    n(H.controller, 'controller', 'controller001', '控制节点', '10.140.0.2', CTRL),
    n(H.login[0], 'login', 'login001', '登录节点_01', '10.140.0.3', S1_4),
    n(H.login[1], 'login', 'login002', 'lab login 02', '10.140.0.4', S1_2, { create_time: '2026-10-08T01:20:00Z' }),
    n(H.compute[0], 'compute', 'compute001', '共享计算_01', '10.140.0.11', C3_56),
    n(H.compute[1], 'compute', 'compute002', '共享计算_02', '10.140.0.12', C3_56),
  ],
  queues: [
    {
      hpcqueue_id: SEED.queues.hpcShared,
      queue_name: 'shared56',
      category: 'shared',
      is_default: 1,
      queue_type: 'qt-shared56',
      node_ids: [...H.compute],
    },
  ],
  operations: [],
};
hpcActive.operations = [
  created(hpcActive, '2026-08-20T06:00:00Z', '2026-08-20T06:04:10Z'),
  {
    action: 'cluster/addNodes',
    resource_type: 'node',
    resource_ids: [hpcActive.cluster_id, H.login[1]],
    resource_names: [hpcActive.cluster_name, 'lab login 02'],
    steps: 2,
    payload: { node_ids: [H.login[1]] },
    create_time: '2026-10-08T01:20:00Z',
    status_time: '2026-10-08T01:22:45Z',
  },
];

const hpcSuspended: SeedCluster = {
  cluster_id: SEED.clusters.hpcSuspended,
  cluster_name: '流体力学_课题组',
  cluster_type: 'hpc',
  status: 'suspended',
  node_status: 'stopped',
  description: '欠费暂停，充值后可恢复',
  zone: 'pek3',
  nas_id: SEED.nas.cfd,
  nas_shared_path: '/share/fluid',
  vxnet_id: 'vxnet-ks',
  vxnet_name: '基础网络',
  network_type: 'base',
  scheduler: 'slurm',
  version: '3.0.0',
  app_id: 'app-hpc01',
  app_version: 'appv-hpc300',
  deploy_mode: 1,
  paid_type: 0,
  software: clusterSoftware('slurm', ['hpcsw-fluent23']),
  config: { ip_network: '10.140.0.0/16', software_ids: ['hpcsw-fluent23'], cluster_user: 'fluid01' },
  create_time: '2026-07-03T02:30:00Z',
  status_time: '2026-11-12T00:00:00Z',
  nodes: [
    n('cln-susctl01', 'controller', 'controller001', '控制节点', '10.140.0.21', CTRL),
    n('cln-suslgn01', 'login', 'login001', '登录节点_01', '10.140.0.22', S1_2),
    n('cln-suscmp01', 'compute', 'compute001', '共享计算_01', '10.140.0.23', C3_56),
    n('cln-suscmp02', 'compute', 'compute002', '共享计算_02', '10.140.0.24', C3_56),
  ],
  queues: [
    {
      hpcqueue_id: SEED_EXTRA_QUEUES.hpcSuspended,
      queue_name: 'normal',
      category: 'shared',
      is_default: 1,
      queue_type: 'qt-shared56',
      node_ids: ['cln-suscmp01', 'cln-suscmp02'],
    },
  ],
  operations: [],
};
hpcSuspended.operations = [created(hpcSuspended, '2026-07-03T02:30:00Z', '2026-07-03T02:34:50Z')];

const hpcShanghai: SeedCluster = {
  cluster_id: SEED.clusters.hpcShanghai,
  cluster_name: 'Shanghai_Lab',
  cluster_type: 'hpc',
  status: 'active',
  node_status: 'active',
  description: '上海区 HPC 教学集群',
  zone: 'sh1a',
  nas_id: null,
  nas_shared_path: null,
  vxnet_id: 'vxnet-ks',
  vxnet_name: '基础网络',
  network_type: 'base',
  scheduler: 'slurm',
  version: '3.1.0',
  previous_version: '3.0.0',
  app_id: 'app-hpc01',
  app_version: 'appv-hpc310',
  deploy_mode: 1,
  paid_type: 0,
  software: clusterSoftware('slurm', []),
  config: { ip_network: '10.150.0.0/16', software_ids: [], cluster_user: 'shlab01' },
  create_time: '2026-10-15T08:00:00Z',
  status_time: '2026-10-15T08:05:20Z',
  nodes: [
    n('cln-sh1actl1', 'controller', 'controller001', '控制节点', '10.150.0.2', CTRL),
    n('cln-sh1algn1', 'login', 'login001', '登录节点_01', '10.150.0.3', E1_4),
    n('cln-sh1acmp1', 'compute', 'compute001', '共享计算_01', '10.150.0.11', C3_56),
    n('cln-sh1acmp2', 'compute', 'compute002', '共享计算_02', '10.150.0.12', C3_56),
  ],
  queues: [
    {
      hpcqueue_id: SEED_EXTRA_QUEUES.hpcShanghai,
      queue_name: 'normal',
      category: 'shared',
      is_default: 1,
      queue_type: 'qt-shared56',
      node_ids: ['cln-sh1acmp1', 'cln-sh1acmp2'],
    },
  ],
  operations: [],
};
hpcShanghai.operations = [created(hpcShanghai, '2026-10-15T08:00:00Z', '2026-10-15T08:05:20Z')];

const ehpcCeased: SeedCluster = {
  cluster_id: SEED.clusters.ehpcCeased,
  cluster_name: '旧版测试集群',
  cluster_type: 'ehpc',
  status: 'ceased',
  node_status: 'ceased',
  description: 'EHPC 2.3 验证环境，已删除',
  zone: 'pek3',
  nas_id: SEED.nas.cfd,
  nas_shared_path: '/share/old',
  vxnet_id: 'vxnet-hpc01',
  vxnet_name: 'hpc-private-net',
  network_type: 'private',
  scheduler: 'pbspro',
  version: '2.3.0',
  app_id: 'app-ehpc01',
  app_version: 'appv-ehpc230',
  deploy_mode: 1,
  paid_type: 0,
  software: clusterSoftware('pbspro', []),
  config: { ip_network: '192.168.10.0/24', software_ids: [] },
  create_time: '2026-06-01T09:00:00Z',
  status_time: '2026-09-30T10:05:00Z',
  nodes: [
    n('cln-oldctl01', 'controller', 'controller001', '控制节点', '192.168.10.51', CTRL),
    n('cln-oldcmp01', 'compute', 'compute001', '计算节点_01', '192.168.10.52', C3_32),
    n('cln-oldlgn01', 'login', 'login001', '登录节点_01', '192.168.10.53', LOGIN_E2),
  ],
  queues: [
    {
      hpcqueue_id: SEED_EXTRA_QUEUES.ehpcCeased,
      queue_name: 'normal',
      category: 'dedicated',
      is_default: 1,
      status: 'deleted',
      node_ids: [],
    },
  ],
  operations: [],
};
ehpcCeased.operations = [
  created(ehpcCeased, '2026-06-01T09:00:00Z', '2026-06-01T09:06:10Z'),
  {
    action: 'cluster/deleteCluster',
    resource_ids: [ehpcCeased.cluster_id],
    resource_names: [ehpcCeased.cluster_name],
    steps: 2,
    payload: { deregister: false },
    create_time: '2026-09-30T10:00:00Z',
    status_time: '2026-09-30T10:05:00Z',
  },
];

export const CLUSTER_SEEDS: SeedCluster[] = [ehpcActive, ehpcStopped, ehpcPending, hpcActive, hpcSuspended, hpcShanghai, ehpcCeased];
