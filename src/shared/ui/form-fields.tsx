/**
 * Labelled fields of the action dialogs' small forms (not the schema-driven forms of src/shared/forms): a choice
 * from a native select, a free text of several lines, and a checked text field with its problem beneath.
 *
 *   <SelectField label={<Trans>Permission</Trans>} value={permission} options={choices} onChange={setPermission} />
 *   <TextareaField label={<Trans>Description</Trans>} value={description} onChange={setDescription} />
 *   <TextField label={<Trans>Name</Trans>} value={name} onChange={setName} problem={problems.name} required />
 */
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
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

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  /** The field's problem (a contract check or a gateway refusal), shown beneath in place of the helper. */
  problem?: string;
  required?: boolean;
  type?: 'text' | 'number';
  helper?: ReactNode;
  min?: number;
  max?: number;
  /** Several lines (a description). */
  multiline?: boolean;
  disabled?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  problem,
  required = false,
  type = 'text',
  helper,
  min,
  max,
  multiline = false,
  disabled = false,
}: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={!!problem} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea value={value} rows={3} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <Input type={type} value={value} min={min} max={max} onChange={(event) => onChange(event.currentTarget.value)} autoComplete="off" />
      )}
      {helper && !problem && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
