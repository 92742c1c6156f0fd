/**
 * Start-up, first half (spec section 4): wait for the identity; without a session go to the sign-in page; without
 * a user_id after the last poll, log and stop.
 */
import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner, StartupFailed } from './full-page';
import { IdentityContext } from './identity-context';
import { takeIdentity, type IdentityResult } from './identity';

export function StartupGate() {
  const { t } = useLingui();
  const location = useLocation();
  const [identity, setIdentity] = useState<IdentityResult | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // A transition: what the identity lets render (the zone's gate, then the console) yields to the browser as it renders.
    takeIdentity({ signal: controller.signal }).then(
      (result) => startTransition(() => setIdentity(result)),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  if (!identity) return <FullPageSpinner label={t`Starting the console…`} />;
  if (identity.kind === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`} replace />;
  }
  if (identity.kind === 'missing') return <StartupFailed />;
  return (
    <IdentityContext.Provider value={identity.user}>
      <Outlet />
    </IdentityContext.Provider>
  );
}
