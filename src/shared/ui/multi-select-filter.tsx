/**
 * A multi-choice filter of a list screen (a Chakra select with several values): the choices given as value and
 * label; an empty choice means every value. The status filter (status-filter.tsx) and the auto-scale history's queue
 * filter are built on it.
 */
import { Portal, Select, type ListCollection } from '@chakra-ui/react';

export interface FilterChoice<V extends string> {
  value: V;
  label: string;
}

export interface MultiSelectFilterProps<V extends string> {
  collection: ListCollection<FilterChoice<V>>;
  value: readonly V[];
  onChange(value: V[]): void;
  /** Accessible name. */
  label: string;
  /** Shown when nothing is chosen (every value). */
  placeholder: string;
  width?: string;
}

export function MultiSelectFilter<V extends string>({
  collection,
  value,
  onChange,
  label,
  placeholder,
  width = '64',
}: MultiSelectFilterProps<V>) {
  return (
    <Select.Root
      multiple
      size="sm"
      width={width}
      collection={collection}
      value={[...value]}
      onValueChange={(details) => onChange(details.value as V[])}
    >
      <Select.HiddenSelect aria-label={label} />
      <Select.Control>
        <Select.Trigger aria-label={label}>
          <Select.ValueText placeholder={placeholder} />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {collection.items.map((item) => (
              <Select.Item item={item} key={item.value}>
                {item.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
