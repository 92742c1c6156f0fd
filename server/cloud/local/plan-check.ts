/** A plan's text reaches file names, slurm.conf and /etc/passwd: refused unless every part is a plain name. */
import { isAbsolute, normalize } from 'node:path';
import type { ClusterPlan } from '../types';
import { CLUSTER_ID, HOST_NAME, PARTITION_NAME, USER_NAME } from './names';

/** Where a mount path may not go: the machine's own system folders. */
const SYSTEM = ['/', '/bin', '/boot', '/dev', '/etc', '/home', '/lib', '/lib64', '/proc', '/root', '/run', '/sbin', '/sys', '/usr', '/var', '/tmp'];

const positiveInt = (n: number) => Number.isInteger(n) && n >= 1;

export function checkPlan(plan: ClusterPlan): void {
  if (!CLUSTER_ID.test(plan.clusterId)) throw new Error(`invalid cluster id '${plan.clusterId}'`);
  const controllers = plan.hosts.filter((h) => h.role === 'controller');
  if (controllers.length !== 1) throw new Error(`a cluster has one controller host (the plan has ${controllers.length})`);
  const names = new Set<string>();
  const ids = new Set<string>();
  for (const host of plan.hosts) {
    if (!HOST_NAME.test(host.hostName)) throw new Error(`invalid host name '${host.hostName}'`);
    if (names.has(host.hostName) || ids.has(host.nodeId)) throw new Error(`the host ${host.hostName} is planned twice`);
    names.add(host.hostName);
    ids.add(host.nodeId);
    if (!positiveInt(host.cpus) || !positiveInt(host.memoryMb) || !Number.isInteger(host.gpus) || host.gpus < 0) {
      throw new Error(`the host ${host.hostName} asks for ${host.cpus} CPUs, ${host.memoryMb} MiB and ${host.gpus} GPUs`);
    }
  }
  for (const p of plan.partitions) if (!PARTITION_NAME.test(p.name)) throw new Error(`invalid queue name '${p.name}'`);
  if (plan.partitions.filter((p) => p.isDefault).length > 1) throw new Error('more than one default queue');
  const users = new Set<string>();
  for (const u of plan.users) {
    if (!USER_NAME.test(u.name) || users.has(u.name)) throw new Error(`invalid or repeated cluster user '${u.name}'`);
    if (!Number.isInteger(u.uid) || u.uid < 1000 || u.uid >= 65534) throw new Error(`the cluster user '${u.name}' has uid ${u.uid} (1000..65533)`);
    users.add(u.name);
  }
  for (const [what, path] of [['shared directory', plan.sharedDir], ['mount path', plan.mountPath]] as const) {
    if (!isAbsolute(path) || normalize(path) !== path || path.endsWith('/') || /[\s:]/.test(path)) throw new Error(`invalid ${what} '${path}'`);
  }
  if (SYSTEM.some((s) => plan.mountPath === s || (s !== '/' && s !== '/tmp' && plan.mountPath.startsWith(`${s}/`)))) {
    throw new Error(`the mount path ${plan.mountPath} is a system folder of this machine`);
  }
}
