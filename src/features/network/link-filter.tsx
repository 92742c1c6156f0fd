/**
 * A list narrowed by a link (the cluster detail's: ?vxnets=… or ?cluster_id=…, src/shared/routing/network-link.ts):
 * the values read from the URL, and a notice saying so with a button that shows everything again.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export function useLinkFilter(name: string): { values: string[]; clear(): void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = searchParams.getAll(name).filter(Boolean);
  const clear = () => {
    const next = new URLSearchParams(searchParams);
    next.delete(name);
    setSearchParams(next, { replace: true });
  };
  return { values, clear };
}

export function LinkFilterNotice({ children, onClear }: { children: ReactNode; onClear(): void }) {
  return (
    <HStack role="status" gap="3" mb="3" px="3" py="2" borderWidth="1px" borderRadius="md" bg="bg.subtle" wrap="wrap">
      <Text textStyle="sm">{children}</Text>
      <Button size="xs" variant="outline" onClick={onClear}>
        <Trans>Show all</Trans>
      </Button>
    </HStack>
  );
}
