/** The one-line name field of the file manager's dialogs, its problem (contract check or gateway refusal) beneath. */
import { Field, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface NameFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  problem?: string;
  helper?: ReactNode;
}

export function NameField({ label, value, onChange, problem, helper }: NameFieldProps) {
  return (
    <Field.Root required invalid={Boolean(problem)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={(event) => onChange(event.currentTarget.value)} autoComplete="off" autoFocus />
      {helper && !problem && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
