/**
 * Tabs whose triggers are router links (a page's sections at their own URLs, e.g. /jobs/{id}/{tab}): the URL is the
 * selected tab, a click is the link's client-side navigation, and the selected tab's panel holds the page.
 *
 * Two details of Chakra's (Ark/zag) tabs matter here. When the selected value changes and the trigger is an anchor,
 * zag dispatches a synthetic, non-bubbling click on it — React never sees it and the browser follows the link with a
 * full reload — so `navigate` is a no-op: the router link has navigated already. And every trigger names its panel in
 * aria-controls, so every tab gets a (hidden, empty) panel, leaving no reference dangling.
 */
import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router';

export interface RouteTab<T extends string> {
  value: T;
  label: ReactNode;
  to: To;
}

interface RouteTabsProps<T extends string> {
  tabs: readonly RouteTab<T>[];
  value: T;
  label: string;
  /** The selected tab's content. */
  children: ReactNode;
  /** Replace the history entry on a tab change (default) rather than push one. */
  replace?: boolean;
}

const stay = () => undefined;

export function RouteTabs<T extends string>({ tabs, value, label, children, replace = true }: RouteTabsProps<T>) {
  return (
    <Tabs.Root value={value} variant="line" activationMode="manual" navigate={stay}>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} asChild>
            <RouterLink to={tab.to} replace={replace}>
              {tab.label}
            </RouterLink>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} pt="4">
          {tab.value === value ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
