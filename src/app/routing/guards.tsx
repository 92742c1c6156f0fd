/**
 * Route guards: a section whose feature is off (or hidden for sub-users, or a zone administrator's only) is not
 * reachable by URL either: the address goes to the portal's landing page.
 */
import { Navigate, Outlet } from 'react-router';
import { canCreateClusters, consolePath, isSubUser, isZoneAdmin, LANDING, useSession } from '@/shared/session/session-context';
import { isSectionEnabled, sectionById, type SectionId } from '../shell/sections';

export function SectionGuard({ id }: { id: SectionId }) {
  const { zone, portal, config, user } = useSession();
  if (isSectionEnabled(sectionById(id), portal, config?.features, isSubUser(user), isZoneAdmin(user))) return <Outlet />;
  const landing = LANDING[portal];
  return <Navigate to={consolePath(zone, portal, sectionById(id).path === landing ? 'home' : landing)} replace />;
}

/** Cluster creation: not for sub-users unless the sub-user cluster creation flag is on (section 6). */
export function CreationGuard() {
  const { zone, portal, config, user } = useSession();
  return canCreateClusters(user, config) ? <Outlet /> : <Navigate to={consolePath(zone, portal, 'hpc_clusters')} replace />;
}

/** /{zone} alone: the portal of the configuration, at its landing section. */
export function PortalRedirect() {
  const { zone, config } = useSession();
  const portal = config?.portal ?? 'hpc';
  return <Navigate to={consolePath(zone, portal)} replace />;
}
