/** A labelled one-line field of the queue dialogs, its problem (contract check or gateway refusal) shown beneath. */
import { Field, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  problem?: string;
  required?: boolean;
  type?: 'text' | 'number';
  helper?: ReactNode;
  min?: number;
  max?: number;
}

export function TextField({ label, value, onChange, problem, required = false, type = 'text', helper, min, max }: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={!!problem}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} value={value} min={min} max={max} onChange={(event) => onChange(event.currentTarget.value)} autoComplete="off" />
      {helper && !problem && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
