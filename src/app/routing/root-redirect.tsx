/** The root: the user's zone (reconciled), whose gate then picks the portal and its landing. */
import { Navigate } from 'react-router';
import { useIdentity } from '../startup/identity-context';
import { reconcileZone, storedPreferredZone } from '../startup/zone';

export function RootRedirect() {
  const user = useIdentity();
  return <Navigate to={`/${reconcileZone(undefined, user, storedPreferredZone())}`} replace />;
}
