/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The NAS mount point (export) of the cluster that the remote-app session mounts as its working directory.
 * @pattern ^(nas|s2)-[a-z0-9]{4,16}$
 */
export type GraphicsNasMountPoint = string;
