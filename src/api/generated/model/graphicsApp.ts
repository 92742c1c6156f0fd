/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareId } from './softwareId';
import type { SoftwareName } from './softwareName';
import type { SoftwareVersion } from './softwareVersion';
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { NasOrS2Id } from './nasOrS2Id';

/**
 * A graphics application (graphics_list) the user can open as a remote app on a cluster, with the NAS mount point its session works in.
 */
export interface GraphicsApp {
  hpcsw_id: SoftwareId;
  app_name: SoftwareName;
  sw_ver: SoftwareVersion;
  /**
   * URL of the application's icon; a relative reference (static/icons/…) resolves against the console's base path, where the gateway serves the demo icons.
   * @maxLength 1024
   */
  icon?: string;
  cluster_id: ClusterId;
  cluster_name?: Name;
  /** The NAS mount point (export) of the cluster that the remote-app session mounts as its working directory. */
  nas_mount_point: NasOrS2Id;
}
