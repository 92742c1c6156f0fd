/**
 * Ids of the demo resources, shared by the domain seeds so that they fit together
 * (the jobs seed runs on the clusters seed's clusters, which mount the storage seed's exports, …).
 */
export const SEED = {
  owner: 'usr-owner',
  zone: 'pek3',
  clusters: {
    /** EHPC, active, standard deploy, PayForUsed, shared with usr-sub (read-only). */
    ehpcActive: 'ehpc-k8x2m4q1',
    /** EHPC, stopped, streamline deploy, Reserved. */
    ehpcStopped: 'ehpc-p0c7d2e9',
    /** EHPC, pending (being created). */
    ehpcPending: 'ehpc-n3w0c1u5',
    /** HPC, active. */
    hpcActive: 'hpc-a1b2c3d4',
    /** HPC, suspended for arrears. */
    hpcSuspended: 'hpc-s9u8s7p6',
    /** HPC in sh1a (HPC-only zone). */
    hpcShanghai: 'hpc-sh1a0001',
    /** EHPC, ceased (deleted), kept for the status filter. */
    ehpcCeased: 'ehpc-c3as3d01',
  },
  queues: {
    ehpcNormal: 'hpcq-norm0001',
    ehpcGpu: 'hpcq-gpu00001',
    hpcShared: 'hpcq-shrd0001',
  },
  nas: {
    wrf: 'nas-3f9a2b1c',
    cfd: 'nas-77aa10e2',
    /** Not mounted by any cluster: selectable in the creation flow. */
    spare: 'nas-5p4r3e01',
  },
  fileSystem: 'fs-pek3main1',
  s2Server: 's2-pek3srv01',
} as const;

/** Where the files of a NAS export live: a real directory under the data dir. */
export function nasExportDir(dataDir: string, nasId: string): string {
  return `${dataDir}/nas/${nasId}`;
}
