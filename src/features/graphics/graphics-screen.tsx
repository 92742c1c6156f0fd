/** The graphics service page (both portals): the user's remote graphics applications and their usage records. */
import { Tabs } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { GraphicsApps } from './graphics-apps';
import { RemoteAppLogs } from './remote-app-logs';

type GraphicsTab = 'apps' | 'records';

export function GraphicsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: GraphicsTab = searchParams.get('tab') === 'records' ? 'records' : 'apps';
  return (
    <Tabs.Root value={tab} onValueChange={(details) => setSearchParams(details.value === 'records' ? { tab: 'records' } : {}, { replace: true })} variant="line" lazyMount>
      <Tabs.List mb="4">
        <Tabs.Trigger value="apps">
          <Trans>Applications</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="records">
          <Trans>Usage records</Trans>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="apps" pt="0">
        <GraphicsApps />
      </Tabs.Content>
      <Tabs.Content value="records" pt="0">
        <RemoteAppLogs />
      </Tabs.Content>
    </Tabs.Root>
  );
}
