/**
 * What the clusters domain sells: the node configurations of each cluster type (cluster/conf; their prices are
 * the product centre's SKUs, server/domains/catalogue/pricing.ts), and the versions of the HPC and EHPC applications clusters are created and upgraded to.
 *
 * Upgrade failure is deterministic: a version whose id ends in `rc` (a release candidate, e.g.
 * appv-ehpc260rc or appv-hpc320rc) is never the default target, and an upgrade to it fails and rolls back.
 */
import type { Schema } from '../../http/handler-types';

export type ClusterType = Schema<'ClusterType'>;
export type NodeRole = Schema<'NodeRole'>;
export type NodeType = Schema<'NodeType'>;

export interface InstanceClassOffer {
  instance_class: number;
  name: string;
  node_type: NodeType;
  cpu: number[];
  /** Memory per core in MiB: a node's memory is cpu × one of these. */
  memory: number[];
  gpu?: number[];
}

export interface RoleOffer {
  instance_classes: InstanceClassOffer[];
  count: { min: number; max: number; default: number };
}

export interface ClusterTypeConf {
  cluster_type: ClusterType;
  app_id: string;
  schedulers: ('slurm' | 'pbspro')[];
  deploy_modes: (1 | 2)[];
  roles: Partial<Record<NodeRole, RoleOffer>>;
}

const e2 = (cpu: number[]): InstanceClassOffer => ({
  instance_class: 101,
  name: '基础型 e2',
  node_type: 'standard',
  cpu,
  memory: [2048, 4096],
});

export const CLUSTER_CONF: Record<ClusterType, ClusterTypeConf> = {
  ehpc: {
    cluster_type: 'ehpc',
    app_id: 'app-ehpc01',
    schedulers: ['slurm', 'pbspro'],
    deploy_modes: [1, 2],
    roles: {
      controller: { instance_classes: [e2([2, 4, 8])], count: { min: 1, max: 1, default: 1 } },
      compute: {
        instance_classes: [
          { instance_class: 101, name: '计算型 c3', node_type: 'standard', cpu: [8, 16, 32, 56], memory: [2048, 4096] },
          { instance_class: 201, name: 'GPU g4', node_type: 'gpu', cpu: [16, 32], memory: [4096, 8192], gpu: [1, 2, 4] },
          { instance_class: 202, name: '裸金属 bm5', node_type: 'bare_metal', cpu: [56, 64], memory: [4096] },
        ],
        count: { min: 1, max: 100, default: 2 },
      },
      login: {
        instance_classes: [e2([2, 4]), { instance_class: 1, name: '通用型 s1', node_type: 'vm', cpu: [2, 4], memory: [2048, 4096] }],
        count: { min: 1, max: 4, default: 1 },
      },
    },
  },
  hpc: {
    cluster_type: 'hpc',
    app_id: 'app-hpc01',
    schedulers: ['slurm'],
    deploy_modes: [1],
    roles: {
      login: {
        instance_classes: [
          { instance_class: 0, name: '通用型 s1', node_type: 'vm', cpu: [2, 4, 8], memory: [2048, 4096] },
          { instance_class: 1, name: '增强型 e1', node_type: 'vm', cpu: [4, 8], memory: [4096] },
        ],
        count: { min: 1, max: 4, default: 1 },
      },
    },
  },
};

/** The platform's controller of an HPC cluster (not chosen by the user). */
export const HPC_CONTROLLER = { instance_class: 101, node_type: 'standard' as NodeType, cpu: 4, memory: 8192, gpu: 0 };

export interface NodeSpec {
  instance_class: number;
  cpu: number;
  memory: number;
  gpu?: number;
}

/** The offer a node configuration is sold under for a role of a cluster type, or undefined when not on sale. */
export function findOffer(type: ClusterType, role: NodeRole, spec: NodeSpec): InstanceClassOffer | undefined {
  const offer = CLUSTER_CONF[type].roles[role]?.instance_classes.find((c) => c.instance_class === spec.instance_class);
  if (!offer || !offer.cpu.includes(spec.cpu)) return undefined;
  if (!offer.memory.some((perCore) => perCore * spec.cpu === spec.memory)) return undefined;
  const gpu = spec.gpu ?? 0;
  if (offer.gpu ? !offer.gpu.includes(gpu) : gpu !== 0) return undefined;
  return offer;
}

export function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** The cluster conf as cluster/conf answers it (without the prices). */
export function publicConf(type: ClusterType) {
  const conf = CLUSTER_CONF[type];
  const roles = Object.fromEntries(
    Object.entries(conf.roles).map(([role, offer]) => [
      role,
      {
        instance_classes: offer.instance_classes.map((c) => ({
          instance_class: c.instance_class,
          name: c.name,
          node_type: c.node_type,
          cpu: c.cpu,
          memory: c.memory,
          ...(c.gpu ? { gpu: c.gpu } : {}),
        })),
        count: offer.count,
      },
    ]),
  );
  return { cluster_type: conf.cluster_type, app_id: conf.app_id, schedulers: conf.schedulers, deploy_modes: conf.deploy_modes, roles };
}

export interface AppVersion {
  version_id: string;
  app_id: string;
  cluster_type: ClusterType;
  /** The cluster software version, e.g. 2.4.1. */
  version: string;
  name: string;
  resource_kit: string;
  status: 'active' | 'suspended';
}

const v = (
  cluster_type: ClusterType,
  version_id: string,
  version: string,
  bm = false,
  status: AppVersion['status'] = 'active',
): AppVersion => ({
  version_id,
  app_id: CLUSTER_CONF[cluster_type].app_id,
  cluster_type,
  version,
  name: `${cluster_type.toUpperCase()} ${version}${bm ? '-BM' : ''}`,
  resource_kit: bm ? 'rk-bm' : 'rk-std',
  status,
});

export const APP_VERSIONS: AppVersion[] = [
  v('ehpc', 'appv-ehpc220', '2.2.0', false, 'suspended'),
  v('ehpc', 'appv-ehpc230', '2.3.0'),
  v('ehpc', 'appv-ehpc230bm', '2.3.0', true),
  v('ehpc', 'appv-ehpc241', '2.4.1'),
  v('ehpc', 'appv-ehpc241bm', '2.4.1', true),
  v('ehpc', 'appv-ehpc250', '2.5.0'),
  v('ehpc', 'appv-ehpc250bm', '2.5.0', true),
  v('ehpc', 'appv-ehpc260rc', '2.6.0-rc1'),
  v('hpc', 'appv-hpc300', '3.0.0'),
  v('hpc', 'appv-hpc310', '3.1.0'),
  v('hpc', 'appv-hpc320rc', '3.2.0-rc1'),
];

export function findVersion(versionId: string): AppVersion | undefined {
  return APP_VERSIONS.find((x) => x.version_id === versionId);
}

export const isBareMetal = (version: AppVersion) => version.name.endsWith('-BM');
/** Release candidates fail to upgrade to (see the file comment). */
export const upgradeFails = (version: AppVersion) => version.version_id.endsWith('rc');

/** Compares dotted versions numerically (2.10.0 > 2.9.1); a pre-release sorts after its base. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  const pb = b.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x).localeCompare(String(y));
  }
  return 0;
}

/** The upgrade target: the given version, else the newest active release of the same app and flavour. */
export function upgradeTarget(current: AppVersion | undefined, type: ClusterType, requested?: string): AppVersion | undefined {
  if (requested) return findVersion(requested);
  return APP_VERSIONS.filter(
    (x) => x.cluster_type === type && x.status === 'active' && !upgradeFails(x) && (!current || isBareMetal(x) === isBareMetal(current)),
  ).sort((a, b) => compareVersions(b.version, a.version))[0];
}
