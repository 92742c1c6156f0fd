/**
 * Labelled fields of the action dialogs' small forms (not the schema-driven forms of src/shared/forms): a choice
 * from a native select, and a free text of several lines.
 *
 *   <SelectField label={<Trans>Permission</Trans>} value={permission} options={choices} onChange={setPermission} />
 *   <TextareaField label={<Trans>Description</Trans>} value={description} onChange={setDescription} />
 */
import { Field, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type RootProps = Omit<Field.RootProps, 'onChange' | 'children'>;

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> extends RootProps {
  label: ReactNode;
  value: V;
  options: readonly SelectOption<V>[];
  onChange(value: V): void;
  /** The select's size. */
  selectSize?: NativeSelect.RootProps['size'];
}

export function SelectField<V extends string>({ label, value, options, onChange, selectSize, ...root }: SelectFieldProps<V>) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={selectSize}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value as V)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface TextareaFieldProps extends RootProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  rows?: number;
}

export function TextareaField({ label, value, onChange, rows = 3, ...root }: TextareaFieldProps) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <Textarea value={value} onChange={(event) => onChange(event.currentTarget.value)} rows={rows} />
    </Field.Root>
  );
}
