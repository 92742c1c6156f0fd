/**
 * What start-up learned, for every screen: the signed-in user, the current zone and portal, the zone's HPC
 * configuration (feature flags, limits, names) and the service permission. The app provides it (src/app/startup);
 * features read it through the hooks below.
 */
import { createContext, useContext } from 'react';
import { useGetSession } from '@/api/generated/endpoints/session/session';
import type { HpcConfig } from '@/api/generated/model/hpcConfig';
import type { HpcFeatureFlags } from '@/api/generated/model/hpcFeatureFlags';
import type { Permission } from '@/api/generated/model/permission';
import type { UserSession } from '@/api/generated/model/userSession';

export type Portal = 'hpc' | 'ispf';
export type FeatureName = keyof HpcFeatureFlags;

export interface SessionValue {
  user: UserSession;
  zone: string;
  portal: Portal;
  /** The zone's hpc-config entry; null when neither the zone nor the default namespace has one. */
  config: HpcConfig | null;
  /** The HPC service permission in the zone; null when it could not be fetched. */
  permission: Permission | null;
  /** Re-reads the permission (after the product is opened). */
  refreshPermission(): Promise<void>;
  /** Switches zone: remembered as the preferred zone, the URL follows. */
  switchZone(zone: string): void;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside the started console');
  return value;
}

/** The started console's session, or null outside it (the terminal popup, which opens outside the zone gate). */
export function useOptionalSession(): SessionValue | null {
  return useContext(SessionContext);
}

/**
 * The signed-in user: the started console's, else (the terminal popup) the identity read once from the gateway;
 * undefined until it is known.
 */
export function useSignedInUser(): UserSession | undefined {
  const session = useOptionalSession();
  const identity = useGetSession(undefined, { query: { enabled: !session, staleTime: Infinity } });
  return session ? session.user : identity.data?.user;
}

/** A feature flag of section 6; false when the configuration is missing. */
export function useFeature(name: FeatureName): boolean {
  return useSession().config?.features[name] ?? false;
}

/** Sub-users are user_type 1 (spec section 6). */
export function isSubUser(user: Pick<UserSession, 'user_type'>): boolean {
  return user.user_type === 1;
}

/** The zone administrator (role zone_admin): the site's own Slurm clusters and machines are theirs (ADR 0065). */
export function isZoneAdmin(user: Pick<UserSession, 'role'>): boolean {
  return user.role === 'zone_admin';
}

/** IAM users are identified by iamuser_name. */
export function isIamUser(user: Pick<UserSession, 'iamuser_name'>): boolean {
  return typeof user.iamuser_name === 'string' && user.iamuser_name.length > 0;
}

export function isPermissionEnabled(permission: Pick<Permission, 'status'> | null): boolean {
  return permission?.status === 'enable';
}

/** Whether the user may reach cluster creation: sub-users only with the flag on (section 6). */
export function canCreateClusters(user: Pick<UserSession, 'user_type'>, config: Pick<HpcConfig, 'features'> | null): boolean {
  if (!config || !(config.features.hpc || config.features.ehpc)) return false;
  return !isSubUser(user) || config.features.subuser_cluster_creation;
}

export const DEFAULT_TEST_ZONES = ['nscc', 'testing', 'testbm', 'testep'];

/**
 * User verification is required only when the feature is supported, the role is user, verification is not
 * passed, and the zone is not a test zone (section 6).
 */
export function needsVerification(
  user: Pick<UserSession, 'role' | 'verify_status'>,
  zone: string,
  config: Pick<HpcConfig, 'features' | 'test_zones'> | null,
): boolean {
  if (!config?.features.user_verification) return false;
  if (user.role !== 'user' || user.verify_status === 'PASSED') return false;
  return !(config.test_zones ?? DEFAULT_TEST_ZONES).includes(zone);
}

/** The portal of a path: the simulation portal when the path matches its pattern /{zone}/ispf(/…). */
export const SIMULATION_PATH = /^\/[^/]+\/ispf(?:\/|$)/;
export function portalOfPath(pathname: string): Portal {
  return SIMULATION_PATH.test(pathname) ? 'ispf' : 'hpc';
}

/** The default landing section of each portal (section 2). */
export const LANDING: Record<Portal, string> = { hpc: 'hpc_clusters', ispf: 'ispf' };

/** A console path in a zone and portal: /{zone}/{portal}/{section}. */
export function consolePath(zone: string, portal: Portal, section = LANDING[portal]): string {
  return `/${zone}/${portal}/${section.replace(/^\//, '')}`;
}
