/**
 * Copying to the clipboard (spec section 5, "Copy Success", "Copy Failed"): `copyText` writes with
 * navigator.clipboard and says the outcome in a toast; `CopyButton` is the icon button beside an id or a command.
 */
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { copyText } from './copy-text';

export interface CopyButtonProps extends Omit<IconButtonProps, 'onClick' | 'children' | 'aria-label'> {
  /** The text copied. */
  text: string;
  /** Accessible name; default "Copy". */
  label?: string;
}

/** How long the check mark shows after a copy. */
export const COPIED_MS = 1500;

export function CopyButton({ text, label, size = '2xs', variant = 'ghost', ...rest }: CopyButtonProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    if (!(await copyText(text))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <IconButton
      size={size}
      variant={variant}
      aria-label={label ?? t`Copy`}
      title={label ?? t`Copy`}
      onClick={() => void onClick()}
      {...rest}
    >
      {copied ? <Check /> : <Copy />}
    </IconButton>
  );
}
