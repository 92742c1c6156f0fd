/** The products a user can open (spec section 2, product-opening page), offered per the zone's configuration. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HpcConfig } from '@/api/generated/model/hpcConfig';

export type ProductId = 'hpc' | 'ehpc' | 'ispf';

export interface Product {
  id: ProductId;
  name: MessageDescriptor;
  summary: MessageDescriptor;
  steps: MessageDescriptor[];
}

export const PRODUCTS: Product[] = [
  {
    id: 'hpc',
    name: msg`High Performance Computing (HPC)`,
    summary: msg`Shared compute reached through login nodes, billed by the core-hours your jobs use.`,
    steps: [
      msg`Open the service: your HPC account (uid and gid) is created in this zone.`,
      msg`Create an HPC cluster, or use a cluster shared with you.`,
      msg`Upload your input files to file storage and submit jobs to a queue.`,
    ],
  },
  {
    id: 'ehpc',
    name: msg`Elastic High Performance Computing (EHPC)`,
    summary: msg`An exclusive cluster with its own controller, login and compute nodes, resized and auto-scaled on demand.`,
    steps: [
      msg`Open the service: your HPC account (uid and gid) is created in this zone.`,
      msg`Create an EHPC cluster: choose the network, file storage, software and the nodes of each role.`,
      msg`Submit jobs; auto-scaling adds and removes compute nodes as the queues need.`,
    ],
  },
  {
    id: 'ispf',
    name: msg`Industrial Simulation Platform`,
    summary: msg`Simulation jobs and remote graphics applications on managed clusters.`,
    steps: [
      msg`Open the service: your HPC account (uid and gid) is created in this zone.`,
      msg`Choose a simulation application and submit a simulation job.`,
      msg`Open results with the graphics service.`,
    ],
  },
];

/** The products the zone offers: HPC and EHPC per the feature flags, the platform on the simulation portal. */
export function productsFor(config: Pick<HpcConfig, 'features' | 'portal'> | null, portal: 'hpc' | 'ispf'): Product[] {
  if (!config) return [];
  if (portal === 'ispf') return PRODUCTS.filter((product) => product.id === 'ispf');
  return PRODUCTS.filter((product) => (product.id === 'hpc' && config.features.hpc) || (product.id === 'ehpc' && config.features.ehpc));
}
