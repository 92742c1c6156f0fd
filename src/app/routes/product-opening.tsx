/** /{zone}/{portal}/open: product opening; once open, the welcome page (first time) or the landing. */
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ProductOpening } from '@/features/home/product-opening';
import { welcomeShown } from '@/features/home/welcome-storage';
import { consolePath, isPermissionEnabled, useSession } from '@/shared/session/session-context';

export function Component() {
  const { user, zone, portal, permission } = useSession();
  const navigate = useNavigate();
  const [openAtStart] = useState(() => isPermissionEnabled(permission));
  if (openAtStart) return <Navigate to={consolePath(zone, portal)} replace />;
  const next = welcomeShown(user.user_id) ? consolePath(zone, portal) : consolePath(zone, portal, 'welcome');
  return <ProductOpening onOpened={() => navigate(next, { replace: true })} />;
}
