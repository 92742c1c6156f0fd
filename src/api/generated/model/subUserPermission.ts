/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { PermissionStatus } from './permissionStatus';
import type { SubUserInitialPassword } from './subUserInitialPassword';

/**
 * The sub-user's HPC permission.
 */
export interface SubUserPermission {
  status: PermissionStatus;
  password?: SubUserInitialPassword;
}
