/**
 * The gateway's refusal of a form's fields (ADR 0044), as a form dialog shows it: by the fields it names, as the form's
 * extraErrors, until one of those fields changes; a refusal naming none of them is the caller's (a toast).
 */
import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useState } from 'react';
import { showRefusalByField } from '@/shared/errors/field-refusals';
import type { FormValues } from './schema-form';

export interface FieldRefusals {
  /** For SchemaForm's extraErrors. */
  errors: ErrorSchema | undefined;
  /** Shows a refusal by its fields; false when it names none of them. */
  refused(error: unknown): boolean;
  /** Forgets them (a new attempt begins). */
  clear(): void;
  /** The form changed from `previous` to `next`: the gateway's word on a field goes once the field changes. */
  changed(previous: FormValues, next: FormValues): void;
}

export function useFieldRefusals(fields: readonly string[]): FieldRefusals {
  const [errors, setErrors] = useState<ErrorSchema | undefined>();
  const refused = useCallback((error: unknown) => showRefusalByField(error, fields, setErrors), [fields]);
  const clear = useCallback(() => setErrors(undefined), []);
  const changed = useCallback(
    (previous: FormValues, next: FormValues) => {
      if (errors && fields.some((key) => next[key] !== previous[key])) setErrors(undefined);
    },
    [errors, fields],
  );
  return { errors, refused, clear, changed };
}
