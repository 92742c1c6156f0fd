/** A value shown once (a secret, a token): read-only, selected whole on focus, with a copy button beside it. */
import { Box, Group, Input, type GroupProps } from '@chakra-ui/react';
import { CopyButton } from './copy-button';

/** `label` names the box, `copyLabel` the button (both translated by the caller). */
export function CopyField({ value, label, copyLabel, ...rest }: { value: string; label: string; copyLabel: string } & GroupProps) {
  return (
    <Group attached w="full" {...rest}>
      <Input readOnly value={value} fontFamily="mono" textStyle="sm" aria-label={label} onFocus={(event) => event.target.select()} />
      <Box borderWidth="1px" borderInlineStartWidth="0" px="1" display="flex" alignItems="center">
        <CopyButton text={value} label={copyLabel} size="xs" />
      </Box>
    </Group>
  );
}
