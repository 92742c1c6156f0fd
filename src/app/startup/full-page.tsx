/** Full-page states of start-up: waiting, and the notices that replace the console (section 8). */
import { Box, Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Center minH="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="blue.solid" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}

export function FullPageNotice({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Center minH="60vh" px="4">
      <Box as="section" maxW="xl" textAlign="center">
        <Heading as="h1" size="lg" mb="3">
          {title}
        </Heading>
        {children}
        {action && <Box mt="5">{action}</Box>}
      </Box>
    </Center>
  );
}

export function StartupFailed() {
  const { t } = useLingui();
  return (
    <FullPageNotice
      title={t`The console could not start`}
      action={
        <Button onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      <Text>
        <Trans>The console could not learn who you are, so it did not start. Check your connection and try again.</Trans>
      </Text>
    </FullPageNotice>
  );
}
