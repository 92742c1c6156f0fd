/**
 * Console entry point: the gateway under the base path, the remembered language, then the router.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureGateway } from './api/gateway';
import { AppProviders, createQueryClient } from './app/provider';
import { ConsoleRouter, preloadPages } from './app/routing/router';
import { startIdentityEarly } from './app/startup/identity';
import { activateLocale, storedLocale } from './shared/i18n/locale';

configureGateway({ baseUrl: `${import.meta.env.BASE_URL}api` });
// The session request goes out now, while the catalogs load and React renders (the start-up gate takes its answer).
startIdentityEarly();

async function start(): Promise<void> {
  try {
    await activateLocale(storedLocale());
  } catch (error) {
    console.error('HPC console start-up: translations failed to load', error);
  }
  const root = document.getElementById('root');
  if (!root) return;
  // The landing page's chunk and catalogs load while the start-up gate waits for the session.
  preloadPages(window.location.pathname);
  const queryClient = createQueryClient();
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (the start-up spinner of index.html stays on screen meanwhile).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <ConsoleRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
