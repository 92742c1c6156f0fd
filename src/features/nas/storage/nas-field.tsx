/** A labelled field of the mount point dialogs (one line or several), its problem (contract check or refusal) beneath. */
import { Field, Input, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface NasFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  problem?: string;
  required?: boolean;
  type?: 'text' | 'number';
  helper?: ReactNode;
  /** Several lines (a description). */
  multiline?: boolean;
  disabled?: boolean;
}

export function NasField({ label, value, onChange, problem, required = false, type = 'text', helper, multiline = false, disabled = false }: NasFieldProps) {
  return (
    <Field.Root required={required} invalid={!!problem} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea value={value} rows={3} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <Input type={type} value={value} onChange={(event) => onChange(event.currentTarget.value)} autoComplete="off" />
      )}
      {helper && !problem && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A number field's text as the request's value: nothing when empty (the contract check says it is required), a
 * number when it reads as one, else the text (the contract check says it is not a number).
 */
export function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}
