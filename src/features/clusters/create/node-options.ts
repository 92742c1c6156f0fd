/**
 * The node configurations a role can take: the cluster conf's instance classes (cpu choices, memory per core, gpu
 * choices, count range), narrowed to what the product SKUs sell in the zone when they are known, and to bare-metal
 * compute nodes for a -BM version (VM ones otherwise).
 */
import type { ClusterConf } from '@/api/generated/model/clusterConf';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import type { RoleConfCount } from '@/api/generated/model/roleConfCount';
import type { Sku } from '@/api/generated/model/sku';

export interface NodeSpecValue {
  instance_class?: number;
  cpu?: number;
  memory?: number;
  gpu?: number;
  count?: number;
}

export interface InstanceClassChoice {
  instanceClass: number;
  name: string;
  nodeType?: string;
  cpu: number[];
  /** Memory choices of a node in MiB, by cpu. */
  memoryByCpu: Record<number, number[]>;
  gpu: number[];
}

export interface RoleChoices {
  role: NodeRole;
  classes: InstanceClassChoice[];
  count: RoleConfCount;
}

const sells = (skus: Sku[], role: NodeRole, spec: Required<Omit<NodeSpecValue, 'count'>>) =>
  skus.some(
    ({ attributes: a }) =>
      a.role === role &&
      a.instance_class === spec.instance_class &&
      a.cpu === spec.cpu &&
      a.memory === spec.memory &&
      (a.gpu ?? 0) === spec.gpu,
  );

/** The choices of one role, or undefined when the conf has no such role. */
export function roleChoices(
  conf: ClusterConf | undefined,
  role: NodeRole,
  options: { skus: Sku[]; bareMetal: boolean },
): RoleChoices | undefined {
  const roleConf = conf?.roles[role];
  if (!roleConf) return undefined;
  const classes = roleConf.instance_classes
    .filter((c) => role !== 'compute' || conf?.cluster_type !== 'ehpc' || (c.node_type === 'bare_metal') === options.bareMetal)
    .map((c): InstanceClassChoice => {
      const gpu = c.gpu?.length ? c.gpu : [0];
      const onSale = (cpu: number, memory: number) =>
        !options.skus.length || gpu.some((g) => sells(options.skus, role, { instance_class: c.instance_class, cpu, memory, gpu: g }));
      const memoryByCpu: Record<number, number[]> = {};
      for (const cpu of c.cpu) memoryByCpu[cpu] = c.memory.map((perCore) => perCore * cpu).filter((memory) => onSale(cpu, memory));
      const cpu = c.cpu.filter((value) => memoryByCpu[value].length > 0);
      return { instanceClass: c.instance_class, name: c.name, nodeType: c.node_type, cpu, memoryByCpu, gpu };
    })
    .filter((c) => c.cpu.length > 0);
  return { role, classes, count: roleConf.count };
}

/** The spec kept where the choices allow it, each part otherwise the first choice (count: the role's default). */
export function fitSpec(spec: NodeSpecValue | undefined, choices: RoleChoices): NodeSpecValue {
  const current = spec ?? {};
  const chosen = choices.classes.find((c) => c.instanceClass === current.instance_class) ?? choices.classes[0];
  if (!chosen) return { ...current, count: current.instance_class === undefined ? choices.count.default : current.count };
  const cpu = current.cpu !== undefined && chosen.cpu.includes(current.cpu) ? current.cpu : chosen.cpu[0];
  const memories = chosen.memoryByCpu[cpu];
  const memory = current.memory !== undefined && memories.includes(current.memory) ? current.memory : memories[0];
  const gpu = current.gpu !== undefined && chosen.gpu.includes(current.gpu) ? current.gpu : chosen.gpu[0];
  // The count is the user's to type (a spec without a class yet starts at the role's default); the node count
  // validator says when it is out of the role's range.
  const count = current.instance_class === undefined ? choices.count.default : current.count;
  return { instance_class: chosen.instanceClass, cpu, memory, gpu, count };
}

/** The roles of a cluster's node configuration: EHPC has a controller in standard deploy mode (1) only. */
export function clusterRoles(deployMode: unknown): NodeRole[] {
  return deployMode === 2 ? ['compute', 'login'] : ['controller', 'compute', 'login'];
}
