/**
 * The cloud seam (ADR 0047): what a cluster's machines are. The clusters domain's engine steps plan a cluster from its
 * rows, call `apply`, and follow `observe` until every host runs; nothing outside server/cloud/ names an
 * implementation (simulated: hosts are rows; local: hosts in Linux namespaces on this machine).
 */

export type CloudKind = 'simulated' | 'local';

export type HostRole = 'controller' | 'login' | 'compute';

export interface HostPlan {
  /** The console's node id (cluster_nodes.node_id): the host's stable key. */
  nodeId: string;
  /** Its host name (cluster_nodes.hostname, e.g. compute001): also its Slurm node name. */
  hostName: string;
  role: HostRole;
  cpus: number;
  /** MiB */
  memoryMb: number;
  gpus: number;
}

export interface PartitionPlan {
  /** The queue's name (a Slurm partition name). */
  name: string;
  /** Host names of its compute hosts. */
  hosts: string[];
  isDefault: boolean;
}

export interface UserPlan {
  /** The cluster user's account name (its Unix name on every host). */
  name: string;
  uid: number;
  /** crypt(3) hash for /etc/shadow (sha512-crypt, `$6$…`), or '!' for no password sign-in. */
  passwordCrypt: string;
  /** Its home on the hosts (default /home/<name>): a tenant's users live under /home/<tenant cluster id>/. */
  home?: string;
}

/**
 * A cluster that joins a shared cluster's scheduler (an HPC cluster on its zone's shared cluster, ADR 0050): its
 * storage and its users' homes are on the shared cluster's hosts too, where its users' jobs run.
 */
export interface TenantPlan {
  /** The tenant's cluster id (its folder in the cloud holds its homes: <tenant>/home, seen at /home/<tenant>). */
  clusterId: string;
  /** Its shared storage on this machine, bound at mountPath on the shared hosts. */
  sharedDir: string;
  mountPath: string;
}

export interface ClusterPlan {
  clusterId: string;
  /** The cluster's shared storage on this machine (its NAS export's folder). */
  sharedDir: string;
  /** Where every host sees the shared storage (clusters.nas_shared_path, e.g. /share/ehpc-x). */
  mountPath: string;
  hosts: HostPlan[];
  partitions: PartitionPlan[];
  users: UserPlan[];
  /**
   * A tenant's plan: the id of the shared cluster whose scheduler its hosts (login hosts only) use: they sit on their
   * own bridge with a route to the shared cluster's, see its slurm.conf and munge socket, and run no Slurm daemon.
   */
  joins?: string;
  /** A shared cluster's tenants: their storage and homes are bound on its hosts, added and removed while they run. */
  tenants?: TenantPlan[];
}

export type HostState = 'starting' | 'running' | 'abnormal' | 'stopped' | 'absent';

export interface HostObservation {
  nodeId: string;
  hostName: string;
  role: HostRole;
  state: HostState;
  /** Why a host is abnormal or failed to start (English, for the log and the operation's failure). */
  detail?: string;
  /** Its address (IPv4) while it exists. */
  address?: string;
  /** The SSH endpoint of a login or compute host. */
  ssh?: { host: string; port: number };
  // Figures read from the host while it runs: its own processes, not the machine's (ADR 0049).
  /** Runnable and uninterruptible tasks, damped over a minute like loadavg's first figure. */
  load1?: number;
  /** MiB its processes use (their proportional set size). */
  memoryUsedMb?: number;
  /** MiB the host has (what the console sold it). */
  memoryTotalMb?: number;
  /** CPU time used since the previous observation over the host's CPUs (%); absent on a host's first one. */
  cpuPercent?: number;
  /** The part of cpuPercent spent in the kernel (%). */
  cpuSystemPercent?: number;
}

export interface SchedulerEndpoint {
  /** slurmrestd: http://<controller address>:<port> */
  restUrl: string;
  jwtKeyFile: string;
  /** For the CLI tools on this machine (SLURM_CONF). */
  slurmConf: string;
}

export interface ClusterObservation {
  clusterId: string;
  hosts: HostObservation[];
  /** Set once the controller's slurmctld and slurmrestd answer. */
  scheduler?: SchedulerEndpoint;
  /** The shared storage's disk (bytes), when known. */
  disk?: { usedBytes: number; totalBytes: number };
  /** Why the last apply failed, if it did (cleared by the next that succeeds). */
  failure?: string;
  /** The Unix accounts the hosts have (their passwd), once the cluster's files are made. */
  accounts?: string[];
  /**
   * The partitions the hosts' scheduler holds now, read from it (absent while it does not answer or the hosts are
   * stopped): a queue change has reached the hosts once these are the plan's.
   */
  partitions?: PartitionPlan[];
}

export interface Cloud {
  readonly kind: CloudKind;
  /**
   * Brings the cluster's hosts to the plan; idempotent. Answers once the work is started: creating a host, starting
   * its daemons and waiting for them take seconds and run beside the caller (follow them with observe).
   */
  apply(plan: ClusterPlan): Promise<void>;
  observe(clusterId: string): Promise<ClusterObservation>;
  /** Restarts these hosts' daemons (a killed slurmd or sshd comes back). */
  restart(clusterId: string, nodeIds: string[]): Promise<void>;
  /**
   * Ends whatever runs on these hosts in the cluster's scheduler (cancelled: the console's jobs and any other), before
   * they leave the plan; answers true once nothing runs on them any more (their processes ended). Asked until it does.
   */
  endJobs(clusterId: string, nodeIds: string[]): Promise<boolean>;
  /** Stops every daemon of the cluster; its state, keys and files stay for a later apply. */
  stop(clusterId: string): Promise<void>;
  /** Stops and removes everything of the cluster: processes, namespaces, bridge, mounts, files under the cloud's folder. */
  destroy(clusterId: string): Promise<void>;
  /** The clusters this cloud holds on this machine (for reattaching after a restart and for cleaning up). */
  clusters(): Promise<string[]>;
  /** Ends the cloud's own background work (not the hosts: they outlive the gateway). */
  close(): Promise<void>;
}
