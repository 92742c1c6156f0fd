/**
 * Tabs whose triggers are router links (a page's sections at their own URLs, e.g. /jobs/{id}/{tab}): the URL is the
 * selected tab, a click (or Enter, or Space) is the link's client-side navigation, and the selected tab's panel
 * holds the page.
 *
 * The WAI-ARIA tabs pattern with manual activation, without a state machine: the list is a `tablist`, each link a
 * `tab` (aria-selected, roving tabindex: only the selected tab is in the Tab order), the arrow keys move focus
 * along the tabs (wrapping; Home and End go to the ends) and the selected tab's `tabpanel` is labelled by it. It
 * renders the DOM and data attributes Chakra's Tabs (Ark/zag) render, styled by the same recipe (`tabs`, line
 * variant): the list's first paint needs no zag machine (scripts/bench-bundle.ts counts what the landing loads).
 */
import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
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

const { withProvider, withContext } = createSlotRecipeContext({ key: 'tabs' });
const TabsRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div', SlotRecipeProps<'tabs'>>>('div', 'root');
const TabList = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'list');
const TabTrigger = withContext<HTMLAnchorElement, HTMLChakraProps<'a'>>('a', 'trigger');
const TabContent = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys, Home and End move focus along the tabs; Space follows the focused tab's link as Enter does. */
function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (event.defaultPrevented || event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  if (event.key === ' ') {
    event.preventDefault();
    tabs[index].click();
    return;
  }
  const move = KEY_MOVES[event.key];
  if (!move) return;
  event.preventDefault();
  tabs[move(index, tabs.length)].focus();
}

export function RouteTabs<T extends string>({ tabs, value, label, children, replace = true }: RouteTabsProps<T>) {
  const id = useId();
  const part = (name: string) => ({ 'data-scope': 'tabs', 'data-part': name, 'data-orientation': 'horizontal', dir: 'ltr' as const });
  const triggerId = (tab: string) => `tabs:${id}:trigger-${tab}`;
  const contentId = (tab: string) => `tabs:${id}:content-${tab}`;
  return (
    <TabsRoot variant="line" {...part('root')}>
      {/* On a narrow screen the list scrolls sideways, each tab on one line, rather than squeezing the tabs' labels. */}
      <TabList
        {...part('list')}
        role="tablist"
        aria-orientation="horizontal"
        aria-label={label}
        onKeyDown={onListKeyDown}
        overflowX={{ mdDown: 'auto' }}
        overflowY={{ mdDown: 'hidden' }}
        position={{ mdDown: 'relative' }}
        css={{ scrollbarWidth: 'thin' }}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <TabTrigger
              key={tab.value}
              asChild
              {...part('trigger')}
              role="tab"
              id={triggerId(tab.value)}
              aria-selected={selected}
              data-selected={selected ? '' : undefined}
              aria-controls={selected ? contentId(tab.value) : undefined}
              data-value={tab.value}
              tabIndex={selected ? 0 : -1}
              flexShrink={{ mdDown: 0 }}
              whiteSpace={{ mdDown: 'nowrap' }}
            >
              <RouterLink to={tab.to} replace={replace}>
                {tab.label}
              </RouterLink>
            </TabTrigger>
          );
        })}
      </TabList>
      {/* Keyed by the tab: a tab change mounts its content afresh. */}
      <TabContent
        key={value}
        {...part('content')}
        role="tabpanel"
        id={contentId(value)}
        aria-labelledby={triggerId(value)}
        data-selected=""
        tabIndex={0}
        pt="4"
      >
        {children}
      </TabContent>
    </TabsRoot>
  );
}
