/** /{zone}/hpc/home: the home page. */
import { HomeOverview } from '@/features/home/home-overview';

export function Component() {
  return <HomeOverview />;
}
