/**
 * Console entry point. The shell (routes, start-up, layout, translations) is built on top of the
 * generated client in src/api; until then this mounts the query client only.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <main />
      </QueryClientProvider>
    </StrictMode>,
  );
}
