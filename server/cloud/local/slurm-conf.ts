/**
 * The cluster's slurm.conf (and gres.conf): every path absolute under the cluster's folder, so the same file serves
 * the hosts (bound at /etc/slurm) and the machine's tools (SLURM_CONF). Settings as the test harness's one-node
 * Slurm (server/testing/slurm.ts): no cgroups, the nodes' CPUs, memory and GPUs as the plan says
 * (config_overrides), ReturnToService=2 so a restarted slurmd brings its node back.
 */
import { join } from 'node:path';
import type { ClusterPlan } from '../types';
import { slurmClusterName } from './names';
import { COMMON_SLURM_SETTINGS } from '../../slurm/conf';
import { accountingSettings } from '../../slurm/slurmdbd';

export const SLURMCTLD_PORT = 6817;
export const SLURMD_PORT = 6818;
export const SLURMRESTD_PORT = 6820;
/** slurmdbd on the controller and its MariaDB on the controller's own loopback (./accounting.ts): slurm:local's ports. */
export const SLURMDBD_PORT = 6819;
export const MARIADB_PORT = 6830;
export const PLACEHOLDER_NODE = 'hpc-no-compute';

export interface ConfInput {
  plan: ClusterPlan;
  clusterDir: string;
  addresses: Map<string, string>;
  /** The munge socket's path where this conf is read. */
  mungeSocket: string;
  /** Jobs kept by slurmdbd on the controller (./accounting.ts). */
  accounting?: boolean;
}

/**
 * Inside the hosts, the cluster's etc/slurm is /etc/slurm and its munge folder /etc/munge (bind mounts): munged (as
 * munge), slurmrestd (as nobody) and the cluster users reach them there whatever the modes of the folders above the
 * cloud's (a data dir of mode 700). The machine's own tools (root) use a copy of slurm.conf that names the socket
 * by its path on the machine.
 */
export const HOST_SLURM_DIR = '/etc/slurm';
export const HOST_MUNGE_DIR = '/etc/munge';
export const HOST_SPOOL_DIR = '/var/spool';
export const HOST_SLURM_CONF = `${HOST_SLURM_DIR}/slurm.conf`;
export const HOST_MUNGE_SOCKET = `${HOST_SLURM_DIR}/munge/munge.socket`;
/** The socket's folder on the machine (inside etc/slurm, so the hosts see it through /etc/slurm). */
export const mungeSocketDirOf = (clusterDir: string): string => join(clusterDir, 'etc', 'slurm', 'munge');
export const mungeSocketOf = (clusterDir: string): string => join(mungeSocketDirOf(clusterDir), 'munge.socket');
export const jwtKeyOf = (clusterDir: string): string => join(clusterDir, 'jwt.key');
/** The hosts' slurm.conf, on the machine. */
export const hostSlurmConfOf = (clusterDir: string): string => join(clusterDir, 'etc', 'slurm', 'slurm.conf');
/** slurm.conf for the tools on this machine (SLURM_CONF). */
export const slurmConfOf = (clusterDir: string): string => join(clusterDir, 'slurm.conf');

export function slurmConf({ plan, clusterDir, addresses, mungeSocket, accounting = false }: ConfInput): string {
  const controller = plan.hosts.find((h) => h.role === 'controller');
  if (!controller) throw new Error('the plan has no controller host');
  const compute = plan.hosts.filter((h) => h.role === 'compute');
  const withGpus = compute.some((h) => h.gpus > 0);
  const c = clusterDir;
  return [
    `ClusterName=${slurmClusterName(plan.clusterId)}`,
    `SlurmctldHost=${controller.hostName}(${addresses.get(controller.nodeId)})`,
    `SlurmctldPort=${SLURMCTLD_PORT}`,
    `SlurmdPort=${SLURMD_PORT}`,
    'SlurmUser=root',
    'SlurmdUser=root',
    'AuthType=auth/munge',
    `AuthInfo=socket=${mungeSocket}`,
    'CredType=cred/munge',
    'AuthAltTypes=auth/jwt',
    `AuthAltParameters=jwt_key=${jwtKeyOf(c)}`,
    `StateSaveLocation=${join(c, 'state')}`,
    // Each host's own spool folder is its /var/spool: a job's script there is reachable by the job's user.
    `SlurmdSpoolDir=${HOST_SPOOL_DIR}/slurmd`,
    `SlurmctldPidFile=${join(c, 'run', 'slurmctld.pid')}`,
    `SlurmdPidFile=${join(c, 'hosts', '%n', 'slurmd.pid')}`,
    `SlurmctldLogFile=${join(c, 'log', 'slurmctld.log')}`,
    `SlurmdLogFile=${join(c, 'log', 'slurmd-%n.log')}`,
    ...COMMON_SLURM_SETTINGS,
    // slurmdbd on the controller, at its address (./accounting.ts): also for sacct on the login hosts.
    ...(accounting ? accountingSettings(SLURMDBD_PORT, mungeSocket, addresses.get(controller.nodeId)) : []),
    'SlurmdParameters=config_overrides',
    // Finished jobs stay in slurmctld 10 minutes (its state survives a stop); a killed job's processes get 2 s.
    'MinJobAge=600',
    'KillWait=2',
    ...(withGpus ? ['GresTypes=gpu'] : []),
    // slurmctld refuses a configuration without nodes: a cluster without compute hosts (yet) has a placeholder that
    // never registers (FUTURE: not shown, not scheduled).
    ...(compute.length ? [] : [`NodeName=${PLACEHOLDER_NODE} NodeAddr=127.0.0.1 CPUs=1 RealMemory=1 State=FUTURE`]),
    ...compute.map(
      (h) =>
        `NodeName=${h.hostName} NodeAddr=${addresses.get(h.nodeId)} CPUs=${h.cpus} RealMemory=${h.memoryMb}${h.gpus > 0 ? ` Gres=gpu:${h.gpus}` : ''} State=UNKNOWN`,
    ),
    ...plan.partitions.map((p) => {
      const hosts = p.hosts.filter((name) => compute.some((h) => h.hostName === name));
      return `PartitionName=${p.name}${hosts.length ? ` Nodes=${hosts.join(',')}` : ''} Default=${p.isDefault ? 'YES' : 'NO'} MaxTime=INFINITE State=UP`;
    }),
    '',
  ].join('\n');
}

/**
 * A host's GPUs: Slurm 22.05 drops a GPU without a device file from what slurmd offers, so each is an empty file in
 * the host's folder (makeGpuFiles); Slurm schedules what the console sold, no job sees a device.
 */
export const gpuFile = (clusterDir: string, hostName: string, index: number): string =>
  join(clusterDir, 'hosts', hostName, 'gpu', `gpu${index}`);

export function gresConf(plan: ClusterPlan, clusterDir: string): string {
  return `${plan.hosts
    .filter((h) => h.role === 'compute' && h.gpus > 0)
    .map(
      (h) => `NodeName=${h.hostName} Name=gpu Count=${h.gpus} File=${join(clusterDir, 'hosts', h.hostName, 'gpu', 'gpu')}[0-${h.gpus - 1}]`,
    )
    .join('\n')}\n`;
}

/** The node definitions only: when they change, slurmctld restarts (22.05 adds or removes nodes only at start). */
export const nodeLines = (conf: string): string =>
  conf
    .split('\n')
    .filter((l) => l.startsWith('NodeName=') || l.startsWith('SlurmctldHost=') || l.startsWith('GresTypes='))
    .join('\n');

/** The accounting's lines: slurmctld and slurmrestd take a change of them only when they start. */
export const accountingLines = (conf: string): string =>
  conf
    .split('\n')
    .filter((l) => l.startsWith('AccountingStorage') || l.startsWith('JobAcctGather'))
    .join('\n');

/** Whether a slurm.conf has its jobs kept by slurmdbd. */
export const accountingIn = (conf: string): boolean => /^AccountingStorageType=accounting_storage\/slurmdbd$/m.test(conf);
