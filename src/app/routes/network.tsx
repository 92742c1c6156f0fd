/** Route /network/{vxnets|eips|routers}: networks, EIPs and routers with the clusters using them (ADR 0024). */
import { NetworkScreen } from '@/features/network/network-screen';

export function Component() {
  return <NetworkScreen />;
}
