/**
 * Console entry point: the gateway under the base path, the remembered language, then the router.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureGateway } from './api/gateway';
import { AppProviders, createQueryClient } from './app/provider';
import { createConsoleRouter } from './app/routing/router';
import { activateLocale, storedLocale } from './shared/i18n/locale';

configureGateway({ baseUrl: `${import.meta.env.BASE_URL}api` });

async function start(): Promise<void> {
  try {
    await activateLocale(storedLocale());
  } catch (error) {
    console.error('HPC console start-up: translations failed to load', error);
  }
  const root = document.getElementById('root');
  if (!root) return;
  const queryClient = createQueryClient();
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createConsoleRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
