/**
 * A select of options a widget computes (networks, mount points, versions…), optionally grouped, some disabled with
 * the reason in their label. The empty choice is the placeholder; choosing it clears the value.
 */
import { NativeSelect, Spinner, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { WidgetField } from './widget-field';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
  /** Options with the same group are shown under it. */
  group?: string;
}

export interface OptionSelectProps {
  widget: WidgetProps;
  options: SelectOption[];
  placeholder?: string;
  loading?: boolean;
  /** Shown under the select (e.g. why options are missing). */
  hint?: ReactNode;
}

export function OptionSelect({ widget, options, placeholder, loading, hint }: OptionSelectProps) {
  const { t } = useLingui();
  const { id, htmlName, value, onChange, onBlur, onFocus, disabled, readonly } = widget;
  const groups = [...new Set(options.map((option) => option.group ?? ''))];
  const optionsOf = (group: string) =>
    options
      .filter((option) => (option.group ?? '') === group)
      .map((option) => (
        <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
          {option.label}
        </option>
      ));
  const decode = (raw: string) => (raw === '' ? undefined : (options.find((option) => String(option.value) === raw)?.value ?? raw));
  return (
    <WidgetField {...widget}>
      <HStack w="full">
        <NativeSelect.Root disabled={disabled || readonly} flex="1">
          <NativeSelect.Field
            id={id}
            name={htmlName ?? id}
            value={value === undefined || value === null ? '' : String(value)}
            onChange={({ target }) => onChange(decode(target.value))}
            onBlur={({ target }) => onBlur(id, decode(target.value))}
            onFocus={({ target }) => onFocus(id, decode(target.value))}
            aria-describedby={ariaDescribedByIds(id)}
          >
            <option value="">{placeholder ?? t`Choose…`}</option>
            {groups.map((group) =>
              group ? (
                <optgroup key={group} label={group}>
                  {optionsOf(group)}
                </optgroup>
              ) : (
                optionsOf(group)
              ),
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {loading ? <Spinner size="sm" role="status" aria-label={t`Loading`} /> : null}
      </HStack>
      {hint ? (
        <Text textStyle="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      ) : null}
    </WidgetField>
  );
}

/** An integer between the schema's minimum and maximum (e.g. months of a term), as a select. */
export function IntegerSelectWidget(props: WidgetProps) {
  const { schema, options } = props;
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : min;
  const format = typeof options.format === 'function' ? (options.format as (n: number) => string) : String;
  const values = Array.from({ length: Math.max(0, Math.min(max - min + 1, 1000)) }, (_, i) => min + i);
  return <OptionSelect widget={props} options={values.map((value) => ({ value, label: format(value) }))} />;
}
