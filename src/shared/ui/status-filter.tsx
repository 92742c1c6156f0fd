/**
 * A multi-choice status filter for list screens (e.g. the cluster list's default pending, active, stopped,
 * suspended): the status words' labels come from the status badges; an empty choice means every status.
 *
 * Trivial shared addition by the screens-a engineer; not part of the data-table work.
 */
import { createListCollection } from '@chakra-ui/react';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { MultiSelectFilter, type FilterChoice } from './multi-select-filter';
import { statusMessage } from './status-badge';

export interface StatusFilterProps<S extends string> {
  /** The statuses offered, in order. */
  options: readonly S[];
  value: readonly S[];
  onChange(value: S[]): void;
  /** Accessible name. */
  label: string;
  /** Shown when nothing is chosen (every status). */
  placeholder: string;
  width?: string;
}

export function StatusFilter<S extends string>({ options, value, onChange, label, placeholder, width = '64' }: StatusFilterProps<S>) {
  const collection = useLocaleMemo(
    (i18n) =>
      createListCollection<FilterChoice<S>>({
        items: options.map((status) => {
          const message = statusMessage(status);
          return { value: status, label: message ? i18n._(message) : status };
        }),
      }),
    [options],
  );
  return (
    <MultiSelectFilter collection={collection} value={value} onChange={onChange} label={label} placeholder={placeholder} width={width} />
  );
}
