/**
 * The cluster list's status filter without Chakra's Select in the list's first chunks: until the Select's code (zag's
 * select machine, positioning, dismissal) is in — loaded as the toolbar first renders — a still twin stands in for
 * it, built from the same recipe and showing the same text, so the swap does not show. A press on the twin opens
 * the Select as soon as it is in; focus on the twin moves to it.
 */
import { chakra, createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { ClusterStatus } from '@/api/generated/model/clusterStatus';
import { lazyPiece } from '@/shared/routing/lazy-chunk';
import { statusMessage } from '@/shared/ui/status-badge';
import type { StatusFilterProps } from '@/shared/ui/status-filter';

type Filter = ComponentType<StatusFilterProps<ClusterStatus>>;

const statusFilter = lazyPiece<Filter>(
  () => import('@/shared/ui/status-filter').then((module) => module.StatusFilter as Filter),
  'cluster-status-filter',
);
const loadStatusFilter = () => statusFilter.load();

const { withProvider, withContext } = createSlotRecipeContext({ key: 'select' });
const TwinRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div', SlotRecipeProps<'select'>>>('div', 'root');
const TwinControl = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'control');
const TwinTrigger = withContext<HTMLButtonElement, HTMLChakraProps<'button'>>('button', 'trigger');
const TwinValueText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'valueText');
const TwinIndicatorGroup = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicatorGroup');
const TwinIndicator = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicator');

/** What the Select shows: the chosen statuses' labels, or the placeholder. */
function shownText(
  props: StatusFilterProps<ClusterStatus>,
  translate: (message: NonNullable<ReturnType<typeof statusMessage>>) => string,
): string {
  if (props.value.length === 0) return props.placeholder;
  return props.value
    .map((status) => {
      const message = statusMessage(status);
      return message ? translate(message) : status;
    })
    .join(', ');
}

/** Where the Select will stand (its parent and place) and what the user did to the twin meanwhile. */
interface Handover {
  parent: Element | null;
  index: number;
  focused: boolean;
  pressed: boolean;
}

export function ClusterStatusFilter(props: StatusFilterProps<ClusterStatus>) {
  const { i18n } = useLingui();
  const [Filter, setFilter] = useState(() => statusFilter.current());
  const twin = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover | null>(null);
  const [pressed, setPressed] = useState(false);

  useEffect(() => {
    if (Filter) return undefined;
    let live = true;
    loadStatusFilter().then(
      (component) => {
        if (!live) return;
        const root = twin.current;
        handover.current = {
          parent: root?.parentElement ?? null,
          index: root?.parentElement ? [...root.parentElement.children].indexOf(root) : -1,
          focused: Boolean(root?.contains(document.activeElement)),
          pressed: false,
        };
        setFilter(() => component);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [Filter]);

  useEffect(() => {
    const state = handover.current;
    if (!Filter || !state) return;
    handover.current = null;
    const trigger = state.parent?.children[state.index]?.querySelector<HTMLElement>('[data-scope="select"][data-part="trigger"]');
    if (state.focused || pressed) trigger?.focus();
    if (pressed) trigger?.click();
  }, [Filter, pressed]);

  if (Filter) return <Filter {...props} />;
  const empty = props.value.length === 0;
  const press = () => setPressed(true);
  return (
    <TwinRoot ref={twin} size="sm" width={props.width ?? '64'} data-scope="select" data-part="root" dir="ltr">
      <TwinControl data-scope="select" data-part="control" dir="ltr" data-state="closed">
        <TwinTrigger
          dir="ltr"
          type="button"
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          data-state="closed"
          aria-invalid={false}
          aria-required={false}
          data-scope="select"
          data-part="trigger"
          data-placeholder-shown={empty ? '' : undefined}
          aria-label={props.label}
          onClick={press}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            press();
          }}
        >
          <TwinValueText data-scope="select" data-part="value-text" dir="ltr">
            {shownText(props, (message) => i18n._(message))}
          </TwinValueText>
        </TwinTrigger>
        <TwinIndicatorGroup>
          <TwinIndicator data-scope="select" data-part="indicator" dir="ltr" aria-hidden="true" data-state="closed">
            <chakra.svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="m6 9 6 6 6-6" />
            </chakra.svg>
          </TwinIndicator>
        </TwinIndicatorGroup>
      </TwinControl>
    </TwinRoot>
  );
}
