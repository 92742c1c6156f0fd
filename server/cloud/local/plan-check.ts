/** A plan's text reaches file names, slurm.conf and /etc/passwd: refused unless every part is a plain name. */
import { isAbsolute, normalize } from 'node:path';
import type { ClusterPlan } from '../types';
import { CLUSTER_ID, HOST_NAME, PARTITION_NAME, USER_NAME } from './names';

/** Where a mount path may not go: the machine's own system folders. */
const SYSTEM = [
  '/',
  '/bin',
  '/boot',
  '/dev',
  '/etc',
  '/home',
  '/lib',
  '/lib64',
  '/proc',
  '/root',
  '/run',
  '/sbin',
  '/sys',
  '/usr',
  '/var',
  '/tmp',
];

/** Above every uid block the console gives (and below the 32-bit (uid_t)-1 that means none). */
const MAX_UID = 2 ** 31;

const positiveInt = (n: number) => Number.isInteger(n) && n >= 1;

export function checkPlan(plan: ClusterPlan): void {
  if (!CLUSTER_ID.test(plan.clusterId)) throw new Error(`invalid cluster id '${plan.clusterId}'`);
  const controllers = plan.hosts.filter((h) => h.role === 'controller');
  if (plan.joins !== undefined) {
    // A tenant's hosts use the shared cluster's scheduler: login hosts only, no queue of their own.
    if (!CLUSTER_ID.test(plan.joins) || plan.joins === plan.clusterId) throw new Error(`invalid shared cluster id '${plan.joins}'`);
    if (plan.hosts.some((h) => h.role !== 'login')) throw new Error('a cluster that joins a shared cluster has login hosts only');
    if (plan.partitions.length) throw new Error('a cluster that joins a shared cluster has no queues of its own');
    if (plan.tenants?.length) throw new Error('a cluster that joins a shared cluster has no tenants');
  } else if (controllers.length !== 1) throw new Error(`a cluster has one controller host (the plan has ${controllers.length})`);
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
    // A shared cluster's tenants have uid blocks above 65535 (ADR 0050); 65534 is nobody.
    if (!Number.isInteger(u.uid) || u.uid < 1000 || u.uid === 65534 || u.uid >= MAX_UID) {
      throw new Error(`the cluster user '${u.name}' has uid ${u.uid} (1000..${MAX_UID - 1}, not 65534)`);
    }
    // A home is /home/<name> or, for a tenant's user, /home/<tenant cluster id>/<name>: the folders above it are bound.
    const home = u.home === undefined ? undefined : /^\/home\/(?:([^/]+)\/)?([^/]+)$/.exec(u.home);
    if (u.home !== undefined && (!home || (home[1] !== undefined && !CLUSTER_ID.test(home[1])) || !USER_NAME.test(home[2]!))) {
      throw new Error(`the cluster user '${u.name}' has the home '${u.home}' (/home/<name> or /home/<cluster>/<name>)`);
    }
    users.add(u.name);
  }
  checkStorage(plan.sharedDir, plan.mountPath);
  const tenants = new Set<string>();
  for (const t of plan.tenants ?? []) {
    if (!CLUSTER_ID.test(t.clusterId) || t.clusterId === plan.clusterId || tenants.has(t.clusterId))
      throw new Error(`invalid or repeated tenant '${t.clusterId}'`);
    tenants.add(t.clusterId);
    checkStorage(t.sharedDir, t.mountPath);
    if (t.mountPath === plan.mountPath) throw new Error(`the tenant ${t.clusterId} has the shared cluster's mount path ${t.mountPath}`);
  }
}

function checkStorage(sharedDir: string, mountPath: string): void {
  for (const [what, path] of [
    ['shared directory', sharedDir],
    ['mount path', mountPath],
  ] as const) {
    if (!isAbsolute(path) || normalize(path) !== path || path.endsWith('/') || /[\s:]/.test(path))
      throw new Error(`invalid ${what} '${path}'`);
  }
  if (SYSTEM.some((s) => mountPath === s || (s !== '/' && s !== '/tmp' && mountPath.startsWith(`${s}/`)))) {
    throw new Error(`the mount path ${mountPath} is a system folder of this machine`);
  }
}
