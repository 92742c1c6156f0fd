/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterUserFolder } from './clusterUserFolder';

/**
 * Folders of the cluster's shared storage the account may access besides its home folder.
 * @maxItems 20
 */
export type ClusterUserFolders = ClusterUserFolder[];
