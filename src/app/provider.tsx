/** The providers every screen relies on: Chakra (with dark mode), translations, the query client and toasts. */
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '@/shared/i18n/locale';
import { ColorModeProvider } from '@/shared/ui/color-mode';
import { consoleSystem } from '@/shared/ui/system';
import { Toaster } from '@/shared/ui/toaster';
import { isGatewayError } from '@/api/gateway';
import { createStyleCache } from './emotion-cache';
import { onSessionEnded } from './session-ended';

/** One style cache for the page (it reads the page's CSP nonce once). */
const styleCache = createStyleCache();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A session that ended while the console was open: to the sign-in page, and back here after it.
    queryCache: new QueryCache({ onError: (error) => onSessionEnded(error) }),
    mutationCache: new MutationCache({ onError: (error) => onSessionEnded(error) }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // A refused request (ret_code != 0) will be refused again; only transient failures are retried.
        retry: (count, error) =>
          count < 2 &&
          !(isGatewayError(error) && (error.kind === 'failure' || error.status === 401 || error.status === 403 || error.status === 404)),
      },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <CacheProvider value={styleCache}>
      <ChakraProvider value={consoleSystem()}>
        <ColorModeProvider>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              {children}
              <Toaster />
            </QueryClientProvider>
          </I18nProvider>
        </ColorModeProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
