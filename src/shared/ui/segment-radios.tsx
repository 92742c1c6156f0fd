/**
 * A segmented choice of one value (a list's type filter): Chakra's SegmentGroup look, built on native radio buttons
 * rather than Ark/zag's radio-group machine. The group is a `radiogroup` named by `label`; each segment is a label
 * wrapping a visually hidden radio input, so the browser gives the radio keyboard behaviour (Tab into the group
 * lands on the checked one, the arrow keys move and choose). It renders the DOM and data attributes Chakra's
 * SegmentGroup renders, styled by the same recipe (`segmentGroup`); the checked segment carries the indicator's
 * background and shadow. Light enough for a list's first paint (scripts/bench-bundle.ts counts what the landing
 * loads).
 */
import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface SegmentRadioItem<T extends string> {
  value: T;
  label: ReactNode;
}

interface SegmentRadiosProps<T extends string> {
  items: readonly SegmentRadioItem<T>[];
  value: T;
  onChange(value: T): void;
  /** The group's accessible name. */
  label: string;
  size?: SlotRecipeProps<'segmentGroup'>['size'];
}

const { withProvider, withContext } = createSlotRecipeContext({ key: 'segmentGroup' });
const SegmentRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div', SlotRecipeProps<'segmentGroup'>>>('div', 'root');
const SegmentItem = withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'item');
const SegmentItemText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'itemText');

/** Zag's visually hidden style of the radio input (in the accessibility tree, out of sight). */
const HIDDEN_INPUT = {
  border: '0',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value, not text
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: '0',
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
} as const;

/** What zag's indicator draws under the checked segment. */
const CHECKED = { bg: 'var(--segment-indicator-bg)', boxShadow: 'var(--segment-indicator-shadow)' } as const;

export function SegmentRadios<T extends string>({ items, value, onChange, label, size }: SegmentRadiosProps<T>) {
  const id = useId();
  const attrs = (part: string) => ({
    'data-scope': 'segment-group',
    'data-part': part,
    'data-orientation': 'horizontal',
    dir: 'ltr' as const,
  });
  return (
    // On a narrow screen never wider than its container (the recipe's max-content minimum let it widen the page): the
    // segments scroll inside the group. From `md` up it is as the recipe draws it (the checked segment's shadow unclipped).
    <SegmentRoot
      size={size}
      {...attrs('root')}
      role="radiogroup"
      aria-label={label}
      aria-orientation="horizontal"
      minW={{ mdDown: '0' }}
      maxW={{ mdDown: 'full' }}
      overflowX={{ mdDown: 'auto' }}
    >
      {items.map((item) => {
        const checked = item.value === value;
        const inputId = `segment-group:${id}:input:${item.value}`;
        const textId = `segment-group:${id}:label:${item.value}`;
        return (
          <SegmentItem
            key={item.value}
            {...attrs('item')}
            htmlFor={inputId}
            data-state={checked ? 'checked' : 'unchecked'}
            css={checked ? CHECKED : undefined}
            flexShrink={0}
          >
            <SegmentItemText {...attrs('item-text')} id={textId} data-state={checked ? 'checked' : 'unchecked'}>
              {item.label}
            </SegmentItemText>
            <input
              type="radio"
              id={inputId}
              name={`segment-group:${id}`}
              value={item.value}
              checked={checked}
              aria-labelledby={textId}
              onChange={(event) => {
                if (event.currentTarget.checked) onChange(item.value);
              }}
              style={HIDDEN_INPUT}
            />
          </SegmentItem>
        );
      })}
    </SegmentRoot>
  );
}
