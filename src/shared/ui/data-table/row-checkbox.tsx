/**
 * The selection checkbox of a table row and of the header: a native checkbox in the console's colour. A list of
 * 100 rows renders 100 of them, so each is one element, not a state machine (Chakra's Checkbox runs one per box,
 * which made a 100-row page noticeably slower to render; `npm run bench:jobs`).
 */
import { chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

interface RowCheckboxProps {
  checked: boolean;
  /** Some rows of the page chosen, not all (header). */
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  onChange(): void;
}

export function RowCheckbox({ checked, indeterminate = false, disabled = false, label, onChange }: RowCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <chakra.input
      ref={ref}
      type="checkbox"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={onChange}
      boxSize="4"
      m="0"
      verticalAlign="middle"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      accentColor="blue.solid"
    />
  );
}
