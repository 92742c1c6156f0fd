/**
 * The graphics service page (both portals): the user's graphics applications (each opened as a session on a node,
 * ADR 0062), their sessions, the usage records and the remote apps' bill. The tab is kept in the address
 * (?tab=sessions, ?tab=records, ?tab=bill).
 */
import { Tabs } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { GraphicsApps } from './graphics-apps';
import { GraphicsSessions } from './graphics-sessions';
import { RemoteAppBill } from './remote-app-bill';
import { RemoteAppLogs } from './remote-app-logs';

type GraphicsTab = 'apps' | 'sessions' | 'records' | 'bill';
const TABS: readonly GraphicsTab[] = ['apps', 'sessions', 'records', 'bill'];

export function GraphicsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('tab');
  const tab: GraphicsTab = TABS.find((name) => name === wanted) ?? 'apps';
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setSearchParams(details.value === 'apps' ? {} : { tab: details.value }, { replace: true })}
      variant="line"
      lazyMount
    >
      <Tabs.List mb="4">
        <Tabs.Trigger value="apps">
          <Trans>Applications</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="sessions">
          <Trans>Sessions</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="records">
          <Trans>Usage records</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="bill">
          <Trans>Bill</Trans>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="apps" pt="0">
        <GraphicsApps />
      </Tabs.Content>
      <Tabs.Content value="sessions" pt="0">
        <GraphicsSessions />
      </Tabs.Content>
      <Tabs.Content value="records" pt="0">
        <RemoteAppLogs />
      </Tabs.Content>
      <Tabs.Content value="bill" pt="0">
        <RemoteAppBill />
      </Tabs.Content>
    </Tabs.Root>
  );
}
