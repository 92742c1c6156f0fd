/** Rendering for component tests: the providers a shared component relies on (Chakra, translations, toasts). */
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@/shared/i18n/locale';
import { consoleSystem } from '@/shared/ui/system';

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={consoleSystem()}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChakraProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: TestProviders, ...options });
}
