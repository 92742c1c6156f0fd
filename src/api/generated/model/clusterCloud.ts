/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Where the cluster's machines are (ADR 0047): simulated (the console's rows only, for demos and tests) or local (hosts in Linux namespaces on the gateway's machine running Slurm and sshd). A cluster stays in the cloud it was created in.
 */
export type ClusterCloud = typeof ClusterCloud[keyof typeof ClusterCloud];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClusterCloud = {
  simulated: 'simulated',
  local: 'local',
} as const;
