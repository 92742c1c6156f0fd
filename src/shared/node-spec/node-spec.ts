/**
 * Node configurations of one role, from the cluster conf (cluster/conf, first item of cluster_conf_set): an
 * instance class, a cpu count, a memory per core (the node's memory is cpu × it, in MiB) and a gpu count where
 * the class has GPUs. Used by the resize and add-nodes dialogs.
 */
import { useGetClusterConf } from '@/api/generated/endpoints/clusters/clusters';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { InstanceClass } from '@/api/generated/model/instanceClass';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import type { RoleConf } from '@/api/generated/model/roleConf';
import type { RoleConfInstanceClassesItem } from '@/api/generated/model/roleConfInstanceClassesItem';

export interface NodeSpecValue {
  /** The conf's instance classes are the contract's InstanceClass values. */
  instance_class: InstanceClass;
  cpu: number;
  /** MiB, cpu × a memory per core of the class. */
  memory: number;
  gpu: number;
}

export function classOf(conf: RoleConf | undefined, instanceClass: number | undefined): RoleConfInstanceClassesItem | undefined {
  return conf?.instance_classes.find((item) => item.instance_class === instanceClass) ?? conf?.instance_classes[0];
}

/** The memory choices (MiB) of a class for a cpu count. */
export function memoryChoices(item: RoleConfInstanceClassesItem, cpu: number): number[] {
  return item.memory.map((perCore) => perCore * cpu);
}

/** A valid configuration of the role: the wanted values where the conf offers them, else the first choices. */
export function fitSpec(conf: RoleConf | undefined, wanted: Partial<NodeSpecValue> = {}): NodeSpecValue | undefined {
  const item = classOf(conf, wanted.instance_class);
  if (!item || item.cpu.length === 0 || item.memory.length === 0) return undefined;
  const cpu = wanted.cpu !== undefined && item.cpu.includes(wanted.cpu) ? wanted.cpu : item.cpu[0];
  const memories = memoryChoices(item, cpu);
  const memory = wanted.memory !== undefined && memories.includes(wanted.memory) ? wanted.memory : memories[0];
  const gpus = item.gpu ?? [];
  const gpu = gpus.length === 0 ? 0 : wanted.gpu !== undefined && gpus.includes(wanted.gpu) ? wanted.gpu : gpus[0];
  return { instance_class: item.instance_class as InstanceClass, cpu, memory, gpu };
}

/** The conf of one role of a cluster type in the session's zone (cached: it changes with the catalogue only). */
export function useRoleConf(clusterType: ClusterType, role: NodeRole, enabled = true) {
  const query = useGetClusterConf({ cluster_type: clusterType }, { query: { enabled, staleTime: 5 * 60_000 } });
  const conf = query.data?.cluster_conf_set[0]?.roles[role];
  return { conf, query };
}
