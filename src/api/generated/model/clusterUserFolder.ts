/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterFolderPath } from './clusterFolderPath';

/**
 * A folder the account may access besides its home folder.
 */
export type ClusterUserFolder = ClusterFolderPath;
