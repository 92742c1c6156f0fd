/**
 * The network screen (spec section 2, ADR 0024): /network/{vxnets|eips|routers} as route tabs, each a read-only list
 * naming the clusters that use what it lists. The URL's last segment is the tab; an unknown one shows the networks.
 */
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { NETWORK_TABS, networkPath, type NetworkTab } from '@/shared/routing/network-link';
import { useSession } from '@/shared/session/session-context';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { EipList } from './eip-list';
import { RouterList } from './router-list';
import { VxnetList } from './vxnet-list';

const isNetworkTab = (value: string | undefined): value is NetworkTab => (NETWORK_TABS as readonly (string | undefined)[]).includes(value);

export function NetworkScreen() {
  const { t } = useLingui();
  const { zone } = useSession();
  const segment = useLocation().pathname.split('/').pop();
  const current: NetworkTab = isNetworkTab(segment) ? segment : 'vxnets';
  const labels: Record<NetworkTab, string> = { vxnets: t`Networks`, eips: t`EIPs`, routers: t`Routers` };
  return (
    <RouteTabs
      tabs={NETWORK_TABS.map((tab) => ({ value: tab, label: labels[tab], to: networkPath(zone, tab) }))}
      value={current}
      label={t`Network`}
    >
      {current === 'vxnets' && <VxnetList />}
      {current === 'eips' && <EipList />}
      {current === 'routers' && <RouterList />}
    </RouteTabs>
  );
}
