/**
 * Start-up, second half (spec sections 2, 4, 6, 8): reconcile the URL's zone, then read the zone's configuration
 * (hpc-config in the zone's namespace, else the default one) and the service permission. Failures are logged
 * only. Then: the configuration check message, the unsupported-zone page, the product opening for a user whose
 * service is not open, or the console.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { getConfigEntry, getGetConfigEntryQueryKey } from '@/api/generated/endpoints/configuration/configuration';
import { getPermission, getGetPermissionQueryKey } from '@/api/generated/endpoints/permission/permission';
import { logout } from '@/api/generated/endpoints/session/session';
import type { HpcConfig } from '@/api/generated/model/hpcConfig';
import { isGatewayError, setGatewayIdentity } from '@/api/gateway';
import {
  consolePath,
  isPermissionEnabled,
  isSubUser,
  portalOfPath,
  SessionContext,
  type SessionValue,
} from '@/shared/session/session-context';
import { FullPageSpinner } from './full-page';
import { useIdentity } from './identity-context';
import { reconcileZone, rememberPreferredZone, storedPreferredZone, withZone } from './zone';

const CONFIG_KEY = 'hpc-config' as const;

/**
 * The zone's hpc-config entry, else the default namespace's, in one request (fallback=default: a zone without an
 * entry of its own is normal and answers 200, so a normal start logs no failed request); null when neither has it.
 */
export async function readConfig(zone: string, signal?: AbortSignal): Promise<HpcConfig | null> {
  try {
    return (await getConfigEntry(zone, CONFIG_KEY, { fallback: 'default' }, undefined, signal)).value;
  } catch (error) {
    // A cancelled read (the gate unmounted) is no failure: react-query drops it and reads again on the next mount.
    if (signal?.aborted) throw error;
    if (isGatewayError(error) && error.status === 404)
      console.error('HPC console start-up: no hpc-config entry for zone %s nor the default namespace', zone);
    else console.error('HPC console start-up: configuration of %s failed', zone, error);
    return null;
  }
}

// The notices are the exception (a zone without configuration or HPC, a sub-account not opened): their code loads
// when one is shown, not with every start.
const ConfigCheckNotice = lazy(() => import('./notices').then((module) => ({ default: module.ConfigCheckNotice })));
const UnsupportedZone = lazy(() => import('./notices').then((module) => ({ default: module.UnsupportedZone })));
const SubUserNotOpenedNotice = lazy(() => import('./notices').then((module) => ({ default: module.SubUserNotOpenedNotice })));

/** Paths a user reaches before the service is open. */
const BEFORE_OPENING = new Set(['open', 'welcome']);

export function ZoneGate() {
  const { t } = useLingui();
  const user = useIdentity();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const zone = reconcileZone(params.zone, user, storedPreferredZone());
  const portal = portalOfPath(location.pathname);

  // The mutator sends the session's identity with every call; set it before this zone's queries run.
  useMemo(
    () => setGatewayIdentity({ user_id: user.user_id, owner: user.owner, zone, iamuser_name: user.iamuser_name ?? undefined }),
    [user, zone],
  );

  const configQuery = useQuery({
    queryKey: getGetConfigEntryQueryKey(zone, CONFIG_KEY),
    queryFn: ({ signal }) => readConfig(zone, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const permissionParams = { zone, owner: user.owner };
  const permissionQuery = useQuery({
    queryKey: getGetPermissionQueryKey(user.user_id, permissionParams),
    queryFn: async ({ signal }) => {
      try {
        const answer = await getPermission(user.user_id, permissionParams, undefined, signal);
        if (answer.status !== 'enable') console.warn('HPC console start-up: the service is not enabled for %s in %s', user.user_id, zone);
        return answer;
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('HPC console start-up: permission fetch failed', error);
        return null;
      }
    },
    retry: false,
  });

  const switchZone = useCallback(
    (next: string) => {
      rememberPreferredZone(next);
      queryClient.clear();
      navigate(consolePath(next, portal));
    },
    [navigate, portal, queryClient],
  );
  const refreshPermission = useCallback(async () => {
    await permissionQuery.refetch();
  }, [permissionQuery]);
  const signOut = useCallback(async () => {
    // Signed in with the organisation's provider: its session ends at its own sign-out page, which comes back to the
    // sign-in page (ADR 0064).
    let to = `${import.meta.env.BASE_URL}login`;
    try {
      to = (await logout({})).provider_sign_out_url ?? to;
    } finally {
      queryClient.clear();
      window.location.assign(to);
    }
  }, [queryClient]);

  const config = configQuery.data ?? null;
  const permission = permissionQuery.data ?? null;
  const value = useMemo<SessionValue>(
    () => ({ user, zone, portal, config, permission, refreshPermission, switchZone, signOut }),
    [user, zone, portal, config, permission, refreshPermission, switchZone, signOut],
  );

  // The answers arrive as an urgent update (the query cache's store): the spinner stays for it, and the console
  // (the shell and the screen, the largest render of start-up) renders as a deferred one, which yields to the browser
  // every few milliseconds instead of blocking the main thread for the whole tree.
  const pending = configQuery.isPending || permissionQuery.isPending;
  const deferredPending = useDeferredValue(pending);

  if (params.zone !== zone) return <Navigate to={`${withZone(location.pathname, zone)}${location.search}`} replace />;
  const spinner = <FullPageSpinner label={t`Loading the configuration…`} />;
  if (pending || deferredPending) return spinner;

  const section = location.pathname.split('/')[3];
  let notice: ReactNode = null;
  if (!config) notice = <ConfigCheckNotice zone={zone} />;
  else if (!config.supported_zones.some((item) => item.zone === zone)) notice = <UnsupportedZone />;
  else if (!isPermissionEnabled(permission) && (isSubUser(user) || !BEFORE_OPENING.has(section ?? ''))) {
    // A sub-account's permission is opened by its main account only (ADR 0042): it is told whom to ask.
    if (!isSubUser(user)) return <Navigate to={consolePath(zone, portal, 'open')} replace />;
    notice = <SubUserNotOpenedNotice />;
  }
  return (
    <SessionContext.Provider value={value}>
      {notice ? <Suspense fallback={spinner}>{notice}</Suspense> : <Outlet />}
    </SessionContext.Provider>
  );
}
