/**
 * The local cloud (ADR 0047): a cluster's hosts are Linux namespaces on this machine running Debian's Slurm and
 * OpenSSH. `localCloudAvailable()` says whether this machine can run it; `createLocalCloud({ dir })` is the Cloud.
 */
export { localCloudAvailable } from './available';
export { createLocalCloud, type LocalCloud } from './cloud';
export { destroyClusterSync as destroyLocalClusterSync } from './teardown';
export { removeUplinkIfUnused as removeLocalUplinkSync } from './uplink';
