/** The loading indicator: a thin bar under the header while a route loads or any query fetches. */
import { Box } from '@chakra-ui/react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useRouteChunkPending } from '@/shared/routing/route-chunks';

export function LoadingBar() {
  const { t } = useLingui();
  const pageLoading = useRouteChunkPending();
  const busy = useIsFetching() + useIsMutating() > 0 || pageLoading;
  return (
    <Box h="2px" position="sticky" top="14" zIndex="docked" overflow="hidden" aria-hidden={!busy}>
      {busy && (
        <Box
          role="progressbar"
          aria-label={t`Loading`}
          h="full"
          w="40%"
          bg="blue.solid"
          css={{ animation: 'hpc-loading 1.2s ease-in-out infinite' }}
        />
      )}
    </Box>
  );
}
