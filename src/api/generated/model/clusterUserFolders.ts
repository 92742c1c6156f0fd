/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterFolderPath } from './clusterFolderPath';

/**
 * Folders of the cluster's shared storage the account may access besides its home folder.
 * @maxItems 20
 */
export type ClusterUserFolders = ClusterFolderPath[];
