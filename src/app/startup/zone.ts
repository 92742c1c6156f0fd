/**
 * Zone reconciliation (spec section 2): the URL's zone is kept when it is one of the user's zones; otherwise the
 * stored preferred zone, else the user's default zone. The URL is replaced when the zone changes.
 */
import type { UserSession } from '@/api/generated/model/userSession';

export const PREFERRED_ZONE_STORAGE_KEY = 'hpc.preferredZone';

export function storedPreferredZone(): string | null {
  try {
    return localStorage.getItem(PREFERRED_ZONE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberPreferredZone(zone: string): void {
  try {
    localStorage.setItem(PREFERRED_ZONE_STORAGE_KEY, zone);
  } catch {
    // Private mode: the zone lasts for this page only.
  }
}

export function reconcileZone(urlZone: string | undefined, user: Pick<UserSession, 'zone' | 'zones'>, preferred: string | null): string {
  if (urlZone && user.zones.includes(urlZone)) return urlZone;
  if (preferred && user.zones.includes(preferred)) return preferred;
  return user.zone;
}

/** The same path with its first segment (the zone) replaced. */
export function withZone(pathname: string, zone: string): string {
  const rest = pathname.split('/').slice(2).join('/');
  return `/${zone}${rest ? `/${rest}` : ''}`;
}
