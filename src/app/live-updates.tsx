/** The signed-in console's routes, with the live stream open while any of them is shown (ADR 0055). */
import { Outlet } from 'react-router';
import { useLiveUpdates } from '@/shared/live/use-live-updates';

export function LiveUpdates() {
  useLiveUpdates();
  return <Outlet />;
}
