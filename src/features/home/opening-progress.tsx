/**
 * The loading / initial-configuration view after the service is opened: the permission is read back until it is
 * enabled, then the console starts (spec section 2: "A loading/initial-configuration view follows").
 */
import { Box, Heading, List, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';

export function OpeningProgress({ refreshPermission, onDone }: { refreshPermission(): Promise<void>; onDone(): void }) {
  const [stage, setStage] = useState<'permission' | 'done'>('permission');
  useEffect(() => {
    let cancelled = false;
    void refreshPermission().then(() => {
      if (cancelled) return;
      setStage('done');
      onDone();
    });
    return () => {
      cancelled = true;
    };
    // Runs once: the opening has just succeeded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box role="status" aria-live="polite" maxW="xl">
      <Heading as="h2" size="lg" mb="3">
        <Trans>Preparing your HPC environment</Trans>
      </Heading>
      <List.Root gap="2" listStyleType="none">
        <List.Item display="flex" alignItems="center" gap="2">
          <CircleCheck size={16} color="var(--chakra-colors-green-solid)" aria-hidden />
          <Text>
            <Trans>The service is open</Trans>
          </Text>
        </List.Item>
        <List.Item display="flex" alignItems="center" gap="2">
          {stage === 'done' ? <CircleCheck size={16} color="var(--chakra-colors-green-solid)" aria-hidden /> : <Spinner size="xs" />}
          <Text>
            <Trans>Loading the initial configuration</Trans>
          </Text>
        </List.Item>
      </List.Root>
    </Box>
  );
}
