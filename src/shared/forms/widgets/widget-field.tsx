/**
 * The frame of every widget: a Chakra field whose label names the control (rjsf's id), with the required mark
 * and the invalid state. Widgets render their control as children.
 */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface WidgetFieldProps {
  id: string;
  label?: string;
  hideLabel?: boolean;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  rawErrors?: string[];
  /** A group of controls (radios, checkboxes) is labelled as a group rather than by a <label for>. */
  group?: boolean;
  children: ReactNode;
}

/** The id Chakra gives the label of the field whose control is `id`. */
export const labelIdOf = (id: string) => `field::${id}::label`;

export function WidgetField({ id, label, hideLabel, required, disabled, readonly, rawErrors, group, children }: WidgetFieldProps) {
  const showLabel = !!label && !hideLabel;
  return (
    <Field.Root
      id={id}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      invalid={!!rawErrors?.length}
      aria-labelledby={group && showLabel ? labelIdOf(id) : undefined}
    >
      {showLabel ? (
        <Field.Label htmlFor={group ? undefined : id}>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      ) : null}
      {children}
    </Field.Root>
  );
}
