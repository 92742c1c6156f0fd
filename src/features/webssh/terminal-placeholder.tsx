/** Where the terminal of a node appears: a dark pane that says the SSH session opens in it. */
import { Box, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SquareTerminal } from 'lucide-react';

export function TerminalPlaceholder({ target }: { target: string }) {
  const { t } = useLingui();
  return (
    <Box
      role="region"
      aria-label={t`Terminal`}
      bg="gray.950"
      color="gray.100"
      fontFamily="mono"
      rounded="md"
      p="5"
      minH="80"
      borderWidth="1px"
      borderColor="gray.700"
      data-testid="terminal-pane"
    >
      <SquareTerminal size={20} aria-hidden="true" />
      <Text mt="3">
        <Trans>The SSH terminal of {target} connects in this pane.</Trans>
      </Text>
      <Text mt="1" color="gray.400">
        <Trans>The web terminal is not available in this version of the console yet.</Trans>
      </Text>
    </Box>
  );
}
