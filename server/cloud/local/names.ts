/**
 * Names on the machine for a cluster and its hosts. Interface names have at most 15 characters and network namespace
 * names are file names, so both are derived from a hash, never from the text of an id; the prefixes say whose they
 * are (`ip netns list`, `ip link`). The hash is of the cluster's folder (the cloud's folder and the cluster id): two
 * gateways on one machine (tests, several data dirs) may use the same cluster ids.
 */
import { createHash } from 'node:crypto';

const hash = (text: string, length: number): string => createHash('sha256').update(text).digest('hex').slice(0, length);

/** A cluster id becomes a folder name: refused unless it is a plain name. */
export const CLUSTER_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;
/** A host name is also a Slurm node name and a file name. */
export const HOST_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
/** A Unix account name of a cluster user. */
export const USER_NAME = /^[a-z_][a-z0-9_-]{0,31}$/;
/** A Slurm partition name. */
export const PARTITION_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export const NETNS_PREFIX = 'hpcc-';
export const LINK_PREFIX = 'hpc';

/** The cloud's router namespace and its uplink's end on this machine (one per cloud folder: ./uplink.ts). */
export const routerNetnsName = (dir: string): string => `hpcr-${hash(dir, 8)}`;
export const uplinkName = (dir: string): string => `${LINK_PREFIX}u${hash(dir, 11)}`;
export const bridgeName = (clusterDir: string): string => `${LINK_PREFIX}b${hash(clusterDir, 11)}`;
export const vethName = (clusterDir: string, nodeId: string): string => `${LINK_PREFIX}v${hash(`${clusterDir}\0${nodeId}`, 11)}`;
export const netnsName = (clusterDir: string, nodeId: string): string => `${NETNS_PREFIX}${hash(clusterDir, 8)}-${hash(nodeId, 8)}`;
/** Every namespace of a cluster starts with this. */
export const netnsPrefix = (clusterDir: string): string => `${NETNS_PREFIX}${hash(clusterDir, 8)}-`;
/** Slurm's ClusterName: lower-case letters and digits. */
export const slurmClusterName = (clusterId: string): string => `hpc${hash(clusterId, 10)}`;
