/**
 * Where the owner opens HPC for a sub-account: the user management tab with that sub-account shown and highlighted
 * (ADR 0020). The sub-user's "not opened" notice and the sharing refusal point here.
 */
import { consolePath } from '@/shared/session/session-context';

/** The query parameter naming the sub-account the tab highlights. */
export const SUB_USER_PARAM = 'sub_user';

export function subAccountPath(zone: string, subUserId: string): string {
  return `${consolePath(zone, 'hpc', 'user_mgt/main/user_management')}?${SUB_USER_PARAM}=${encodeURIComponent(subUserId)}`;
}

/** The same place as a full address, for a sub-user to send to its owner. */
export function subAccountUrl(zone: string, subUserId: string, origin = window.location.origin, base = import.meta.env.BASE_URL): string {
  return `${origin}${base.replace(/\/$/, '')}${subAccountPath(zone, subUserId)}`;
}
