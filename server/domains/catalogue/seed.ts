/**
 * Demo catalogue and network: app versions and attachments, product SKUs per zone, and the owner's routers,
 * networks and EIPs. Nodes are seeded later (clusters), so no EIP is bound here: an EIP reads as associated
 * while a cluster node holds it (cluster_nodes.eip_id).
 */
import type { Db } from '../../db/database';
import { isBaremetalClass, listHourPrice } from './pricing';
import { SEED } from '../../seed/fixtures';
import { defaultHpcConfig } from '../../seed/identity';

const HPC_APP = defaultHpcConfig().hpc_app_id;
const EHPC_APP = defaultHpcConfig().ehpc_app_id;

const version = (app_id: string, version_id: string, v: string, time: string, description: string, bm = false, status = 'active') => ({
  version_id,
  app_id,
  version: v,
  time,
  description,
  status,
  bm,
  name: `${app_id === HPC_APP ? 'HPC' : 'EHPC'} ${v}${bm ? '-BM' : ''}`,
  kit: bm ? 'rk-bm' : 'rk-std',
  edition: bm ? 'Bare metal' : app_id === HPC_APP ? '共享版' : '标准版',
});

/** The versions cluster creation and upgrade accept (the clusters domain's APP_VERSIONS). */
export const APP_VERSIONS = [
  version(EHPC_APP, 'appv-ehpc220', '2.2.0', '2026-03-02T02:00:00Z', 'Slurm 22.05（已停用）', false, 'suspended'),
  version(EHPC_APP, 'appv-ehpc230', '2.3.0', '2026-06-10T02:00:00Z', 'Slurm 23.02'),
  version(EHPC_APP, 'appv-ehpc230bm', '2.3.0', '2026-06-10T02:00:01Z', 'Bare-metal compute nodes for MPI workloads', true),
  version(EHPC_APP, 'appv-ehpc241', '2.4.1', '2026-09-05T02:00:00Z', 'Slurm 23.11，支持 GPU 节点与自动伸缩'),
  version(EHPC_APP, 'appv-ehpc241bm', '2.4.1', '2026-09-05T02:00:01Z', 'Bare-metal compute nodes for MPI workloads', true),
  version(EHPC_APP, 'appv-ehpc250', '2.5.0', '2026-11-05T02:00:00Z', 'Slurm 24.05，节点健康检查'),
  version(EHPC_APP, 'appv-ehpc250bm', '2.5.0', '2026-11-05T02:00:01Z', 'Bare-metal compute nodes, Slurm 24.05', true),
  version(EHPC_APP, 'appv-ehpc260rc', '2.6.0-rc1', '2026-11-18T02:00:00Z', '预览版（release candidate）'),
  version(HPC_APP, 'appv-hpc300', '3.0.0', '2026-05-20T02:00:00Z', '共享计算资源，按作业计费'),
  version(HPC_APP, 'appv-hpc310', '3.1.0', '2026-10-15T02:00:00Z', '共享计算资源，支持 Web SSH'),
  version(HPC_APP, 'appv-hpc320rc', '3.2.0-rc1', '2026-11-18T02:00:00Z', '预览版（release candidate）'),
];

const LOCALE = {
  'zh-cn': { cluster_template: '集群模板', controller: '控制节点', compute: '计算节点', login: '登录节点' },
  en: { cluster_template: 'Cluster template', controller: 'Controller node', compute: 'Compute node', login: 'Login node' },
};

export const ATTACHMENTS = [
  {
    attachment_id: 'att-hpccfg01',
    app_id: HPC_APP,
    content: { config: { schedulers: ['slurm'], login_node: { min: 1, max: 4 }, default_core_limit: 1 }, locale: LOCALE },
  },
  {
    attachment_id: 'att-ehpccfg1',
    app_id: EHPC_APP,
    content: {
      config: {
        schedulers: ['slurm', 'pbs'],
        deploy_modes: [1, 2],
        compute_count: { min: 0, max: 100, default: 2 },
        auto_scale_max_nodes: 99,
      },
      locale: LOCALE,
    },
  },
  {
    attachment_id: 'att-ehpctpl2',
    app_id: EHPC_APP,
    content: {
      cluster_templates: {
        templates: [
          {
            name: '气象模拟_WRF',
            name_en: 'wrf_weather',
            deploy_mode: 1,
            scheduler_type: 'slurm',
            compute: { instance_class: 101, cpu: 56, memory: 229376, count: 4 },
          },
          {
            name: 'cfd_solver',
            name_en: 'cfd_solver',
            deploy_mode: 2,
            scheduler_type: 'slurm',
            compute: { instance_class: 101, cpu: 32, memory: 131072, count: 2 },
          },
          {
            name: 'GPU训练',
            name_en: 'gpu_training',
            deploy_mode: 1,
            scheduler_type: 'slurm',
            compute: { instance_class: 201, cpu: 32, memory: 262144, gpu: 4, count: 2 },
          },
        ],
      },
    },
  },
  {
    attachment_id: 'att-hpctpl01',
    app_id: HPC_APP,
    content: {
      cluster_templates: {
        templates: [
          {
            name: '教学实验',
            name_en: 'teaching_lab',
            queue_type: 'qt-shared56',
            login: { instance_class: 0, cpu: 2, memory: 4096, count: 1 },
          },
        ],
      },
    },
  },
];

type Role = 'controller' | 'login' | 'compute';
interface SkuFamily {
  prod: 'prod-ehpc' | 'prod-hpc';
  role: Role;
  ic: number;
  cpus: number[];
  perCore: number[];
  gpus?: number[];
  corePrice?: number;
}

/** The node configurations cluster/conf offers (the clusters domain's CLUSTER_CONF), one SKU each. */
const FAMILIES: SkuFamily[] = [
  { prod: 'prod-ehpc', role: 'controller', ic: 101, cpus: [2, 4, 8], perCore: [2048, 4096] },
  { prod: 'prod-ehpc', role: 'compute', ic: 101, cpus: [8, 16, 32, 56], perCore: [2048, 4096] },
  { prod: 'prod-ehpc', role: 'compute', ic: 201, cpus: [16, 32], perCore: [4096, 8192], gpus: [1, 2, 4] },
  { prod: 'prod-ehpc', role: 'compute', ic: 202, cpus: [56, 64], perCore: [4096] },
  { prod: 'prod-ehpc', role: 'login', ic: 101, cpus: [2, 4], perCore: [2048, 4096] },
  { prod: 'prod-ehpc', role: 'login', ic: 1, cpus: [2, 4], perCore: [2048, 4096] },
  { prod: 'prod-hpc', role: 'login', ic: 0, cpus: [2, 4, 8], perCore: [2048, 4096] },
  { prod: 'prod-hpc', role: 'login', ic: 1, cpus: [4, 8], perCore: [4096], corePrice: 0.1 },
  { prod: 'prod-hpc', role: 'controller', ic: 101, cpus: [4], perCore: [2048] },
];
const ZONES_OF = { 'prod-ehpc': ['pek3', 'testing'], 'prod-hpc': ['pek3', 'sh1a', 'testing'] };
const ROLE_CODE: Record<Role, string> = { controller: 'ctl', login: 'lgn', compute: 'cmp' };
const ROLE_NAME: Record<Role, string> = { controller: '控制节点', login: '登录节点', compute: '计算节点' };

export interface SeedSku {
  sku_id: string;
  prod_id: string;
  zone: string;
  name: string;
  role: Role;
  instance_class: number;
  cpu: number;
  memory: number;
  gpu: number;
  baremetal: boolean;
  price: number;
  status: string;
}

function sku(f: SkuFamily, zone: string, cpu: number, memory: number, gpu: number, status = 'on_sale'): SeedSku {
  const gib = memory / 1024;
  return {
    sku_id: `sku-${f.prod === 'prod-hpc' ? 'h' : 'e'}${ROLE_CODE[f.role]}${f.ic}c${cpu}m${gib}g${gpu}${zone.replace(/[^a-z0-9]/g, '')}`,
    prod_id: f.prod,
    zone,
    role: f.role,
    instance_class: f.ic,
    cpu,
    memory,
    gpu,
    baremetal: isBaremetalClass(f.ic),
    name: `${ROLE_NAME[f.role]} ${cpu}核 ${gib}G${gpu ? ` ${gpu}×GPU` : ''}${isBaremetalClass(f.ic) ? ' 裸金属' : ''}`,
    price: listHourPrice({ instance_class: f.ic, cpu, gpu }, f.corePrice),
    status,
  };
}

export function seedSkus(): SeedSku[] {
  const skus: SeedSku[] = [];
  for (const f of FAMILIES) {
    for (const zone of ZONES_OF[f.prod]) {
      for (const cpu of f.cpus)
        for (const perCore of f.perCore) for (const gpu of f.gpus ?? [0]) skus.push(sku(f, zone, cpu, cpu * perCore, gpu));
    }
  }
  // A configuration no longer sold: never offered.
  for (const zone of ZONES_OF['prod-ehpc']) skus.push(sku(FAMILIES[1], zone, 48, 48 * 4096, 0, 'off_sale'));
  return skus;
}

const OWNER = SEED.owner;
export const ROUTERS = [
  {
    router_id: 'rtr-k2m8x4q1',
    router_name: '科研VPC',
    description: 'research_vpc',
    status: 'active',
    ip_network: '192.168.0.0/16',
    private_ip: '192.168.10.1',
    eip_id: 'eip-4n7q2w8e',
    owner: OWNER,
    zone: 'pek3',
    time: '2026-11-03T07:40:00Z',
  },
  {
    router_id: 'rtr-old00001',
    router_name: 'legacy-vpc',
    description: 'stopped router',
    status: 'stopped',
    ip_network: '172.16.0.0/16',
    private_ip: '172.16.1.1',
    eip_id: null,
    owner: OWNER,
    zone: 'pek3',
    time: '2026-08-01T03:00:00Z',
  },
  {
    router_id: 'rtr-sh1a0001',
    router_name: '上海VPC',
    description: '',
    status: 'active',
    ip_network: '10.10.0.0/16',
    private_ip: '10.10.1.1',
    eip_id: null,
    owner: OWNER,
    zone: 'sh1a',
    time: '2026-10-01T03:00:00Z',
  },
  {
    router_id: 'rtr-adm00001',
    router_name: 'admin-vpc',
    description: '',
    status: 'active',
    ip_network: '10.20.0.0/16',
    private_ip: '10.20.1.1',
    eip_id: null,
    owner: 'usr-admin',
    zone: 'pek3',
    time: '2026-10-01T03:00:00Z',
  },
];

export const VXNETS = [
  {
    vxnet_id: 'vxnet-0',
    zone: 'pek3',
    vxnet_name: 'base-0',
    description: 'reserved',
    vxnet_type: 2,
    mode: 0,
    router_id: null,
    ip_network: null,
    owner: null,
    time: '2026-01-01T00:00:00Z',
  },
  {
    vxnet_id: 'vxnet-1',
    zone: 'pek3',
    vxnet_name: 'base-1',
    description: 'reserved',
    vxnet_type: 2,
    mode: 1,
    router_id: null,
    ip_network: null,
    owner: null,
    time: '2026-01-01T00:00:00Z',
  },
  {
    vxnet_id: 'vxnet-ks',
    zone: 'pek3',
    vxnet_name: '基础网络',
    description: '',
    vxnet_type: 2,
    mode: 1,
    router_id: null,
    ip_network: null,
    owner: null,
    time: '2026-01-01T00:00:01Z',
  },
  {
    vxnet_id: 'vxnet-hpc01',
    zone: 'pek3',
    vxnet_name: 'hpc-private-net',
    description: '气象模拟集群私有网络',
    vxnet_type: 1,
    mode: 0,
    router_id: 'rtr-k2m8x4q1',
    ip_network: '192.168.10.0/24',
    owner: OWNER,
    time: '2026-11-03T07:45:00Z',
  },
  {
    vxnet_id: 'vxnet-cfd02',
    zone: 'pek3',
    vxnet_name: '仿真_net',
    description: '',
    vxnet_type: 1,
    mode: 0,
    router_id: 'rtr-k2m8x4q1',
    ip_network: '192.168.20.0/24',
    owner: OWNER,
    time: '2026-11-04T01:00:00Z',
  },
  {
    vxnet_id: 'vxnet-bm01',
    zone: 'pek3',
    vxnet_name: 'baremetal-net',
    description: '裸金属计算网络',
    vxnet_type: 2,
    mode: 2,
    router_id: null,
    ip_network: null,
    owner: OWNER,
    time: '2026-11-04T02:00:00Z',
  },
  {
    vxnet_id: 'vxnet-ks',
    zone: 'sh1a',
    vxnet_name: '基础网络',
    description: '',
    vxnet_type: 2,
    mode: 1,
    router_id: null,
    ip_network: null,
    owner: null,
    time: '2026-01-01T00:00:01Z',
  },
  {
    vxnet_id: 'vxnet-sh01',
    zone: 'sh1a',
    vxnet_name: 'sh-private-net',
    description: '',
    vxnet_type: 1,
    mode: 0,
    router_id: 'rtr-sh1a0001',
    ip_network: '10.10.1.0/24',
    owner: OWNER,
    time: '2026-10-01T03:05:00Z',
  },
  {
    vxnet_id: 'vxnet-ks',
    zone: 'testing',
    vxnet_name: '基础网络',
    description: '',
    vxnet_type: 2,
    mode: 1,
    router_id: null,
    ip_network: null,
    owner: null,
    time: '2026-01-01T00:00:01Z',
  },
  {
    vxnet_id: 'vxnet-adm01',
    zone: 'pek3',
    vxnet_name: 'admin-net',
    description: '',
    vxnet_type: 1,
    mode: 0,
    router_id: 'rtr-adm00001',
    ip_network: '10.20.1.0/24',
    owner: 'usr-admin',
    time: '2026-10-01T03:05:00Z',
  },
];

export const EIPS = [
  {
    eip_id: 'eip-4n7q2w8e',
    eip_name: 'vpc-gateway',
    eip_addr: '139.198.20.17',
    bandwidth: 20,
    billing_mode: 'bandwidth',
    status: 'available',
    mode: 0,
    owner: OWNER,
    zone: 'pek3',
    time: '2026-11-03T07:40:00Z',
  },
  {
    eip_id: 'eip-7h2k9m4p',
    eip_name: '登录节点_公网',
    eip_addr: '139.198.21.42',
    bandwidth: 10,
    billing_mode: 'bandwidth',
    status: 'available',
    mode: 0,
    owner: OWNER,
    zone: 'pek3',
    time: '2026-11-10T02:20:00Z',
  },
  {
    eip_id: 'eip-q8w3e5r1',
    eip_name: 'login-eip-2',
    eip_addr: '139.198.21.57',
    bandwidth: 5,
    billing_mode: 'traffic',
    status: 'available',
    mode: 1,
    owner: OWNER,
    zone: 'pek3',
    time: '2026-11-12T11:05:00Z',
  },
  {
    eip_id: 'eip-3h8d1q5w',
    eip_name: 'login-eip-3',
    eip_addr: '139.198.21.63',
    bandwidth: 10,
    billing_mode: 'bandwidth',
    status: 'available',
    mode: 0,
    owner: OWNER,
    zone: 'pek3',
    time: '2026-11-13T08:00:00Z',
  },
  {
    eip_id: 'eip-bm7x2k01',
    eip_name: 'bm-host-eip',
    eip_addr: '139.198.22.8',
    bandwidth: 50,
    billing_mode: 'bandwidth',
    status: 'available',
    mode: 2,
    owner: OWNER,
    zone: 'pek3',
    time: '2026-11-14T08:00:00Z',
  },
  {
    eip_id: 'eip-r3l3as3d',
    eip_name: 'old-eip',
    eip_addr: '139.198.21.99',
    bandwidth: 1,
    billing_mode: 'traffic',
    status: 'released',
    mode: 0,
    owner: OWNER,
    zone: 'pek3',
    time: '2026-07-01T08:00:00Z',
  },
  {
    eip_id: 'eip-sh1a0001',
    eip_name: 'sh-login',
    eip_addr: '139.198.30.5',
    bandwidth: 5,
    billing_mode: 'bandwidth',
    status: 'available',
    mode: 0,
    owner: OWNER,
    zone: 'sh1a',
    time: '2026-10-02T08:00:00Z',
  },
  {
    eip_id: 'eip-adm00001',
    eip_name: 'admin-eip',
    eip_addr: '139.198.40.1',
    bandwidth: 5,
    billing_mode: 'bandwidth',
    status: 'available',
    mode: 0,
    owner: 'usr-admin',
    zone: 'pek3',
    time: '2026-10-02T08:00:00Z',
  },
];

export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const v of APP_VERSIONS) {
      await tx.query(
        'INSERT INTO app_versions (version_id, app_id, name, version, resource_kit, description, edition_name, baremetal, status, create_time) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)',
        [v.version_id, v.app_id, v.name, v.version, v.kit, v.description, v.edition, v.bm, v.status, v.time],
      );
    }
    for (const a of ATTACHMENTS) {
      await tx.query('INSERT INTO app_attachments (attachment_id, app_id, content, create_time) VALUES ($1,$2,$3,$4)', [
        a.attachment_id,
        a.app_id,
        JSON.stringify(a.content),
        '2026-11-02T09:00:00Z',
      ]);
    }
    for (const s of seedSkus()) {
      await tx.query(
        'INSERT INTO skus (sku_id, prod_id, zone, name, role, instance_class, cpu, memory, gpu, baremetal, price, status) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)',
        [s.sku_id, s.prod_id, s.zone, s.name, s.role, s.instance_class, s.cpu, s.memory, s.gpu, s.baremetal, s.price, s.status],
      );
    }
    for (const r of ROUTERS) {
      await tx.query(
        'INSERT INTO routers (router_id, router_name, description, status, ip_network, private_ip, eip_id, owner, zone, create_time) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)',
        [r.router_id, r.router_name, r.description, r.status, r.ip_network, r.private_ip, r.eip_id, r.owner, r.zone, r.time],
      );
    }
    for (const v of VXNETS) {
      await tx.query(
        'INSERT INTO vxnets (vxnet_id, zone, vxnet_name, description, vxnet_type, mode, router_id, ip_network, owner, create_time) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)',
        [v.vxnet_id, v.zone, v.vxnet_name, v.description, v.vxnet_type, v.mode, v.router_id, v.ip_network, v.owner, v.time],
      );
    }
    for (const e of EIPS) {
      await tx.query(
        'INSERT INTO eips (eip_id, eip_name, eip_addr, bandwidth, billing_mode, status, associate_mode, owner, zone, create_time, status_time) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$10)',
        [e.eip_id, e.eip_name, e.eip_addr, e.bandwidth, e.billing_mode, e.status, e.mode, e.owner, e.zone, e.time],
      );
    }
  });
}
