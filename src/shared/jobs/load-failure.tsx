/**
 * A file or log that could not be read, where it would have been shown: the gateway's reason and a retry (the job
 * file tabs and the simulation job's log tab).
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { errorMessage } from '@/shared/errors/error-message';

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <HStack gap="3" role="alert">
      <Text color="fg.error">{errorMessage(error)}</Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </HStack>
  );
}
