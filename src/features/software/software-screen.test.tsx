import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '../../api/gateway';
import { activateLocale, i18n } from '../../shared/i18n/locale';
import { system } from '../../shared/ui/system';
import { SoftwareScreen } from './software-screen';


beforeAll(async () => {
  if (typeof globalThis.ResizeObserver !== 'function') {
    globalThis.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
  await activateLocale('en');
});
afterEach(() => configureGateway({ fetch: (...args) => globalThis.fetch(...args) }));

const SOFTWARE = [{ hpcsw_id: 'hpcsw-openfoam11', sw_name: 'OpenFOAM', sw_ver: '11', class_id: 'swc-cfd', class_name: 'CFD', mark: 0, license: 'free', create_time: '2026-09-01T00:00:00Z' }];
const CLASSES = [
  { class_id: 'swc-cfd', name: '流体力学', name_en: 'CFD', software_count: 3 },
  { class_id: 'swc-md', name: '分子动力学', name_en: 'Molecular dynamics', software_count: 2 },
];

function renderSoftware() {
  const requests: URL[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console');
      requests.push(url);
      const body = url.pathname.endsWith('/software/class') ? { total_count: 2, sw_class_set: CLASSES } : { total_count: 1, hpcsw_set: SOFTWARE };
      return new Response(JSON.stringify({ ret_code: 0, ...body }), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SoftwareScreen />
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return requests;
}

const softwareCalls = (requests: URL[]) => requests.filter((url) => url.pathname.endsWith('/software/list'));

describe('software', () => {
  it('lists the catalogue with its classes and narrows it to a class or to the collected software', async () => {
    const requests = renderSoftware();
    expect(await screen.findByText('OpenFOAM')).toBeTruthy();
    expect(softwareCalls(requests)[0].searchParams.get('class_id')).toBeNull();
    expect(await screen.findByRole('button', { name: /Molecular dynamics/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /All software/ }).textContent).toContain('5');

    await userEvent.click(screen.getByRole('button', { name: /Molecular dynamics/ }));
    await vi.waitFor(() => expect(softwareCalls(requests).at(-1)?.searchParams.get('class_id')).toBe('swc-md'), { timeout: 5000 });
    expect(softwareCalls(requests).at(-1)?.searchParams.get('offset')).toBe('0');

    await userEvent.click(screen.getByRole('radio', { name: 'Collected only' }));
    await vi.waitFor(() => expect(softwareCalls(requests).at(-1)?.searchParams.get('mark')).toBe('1'), { timeout: 5000 });
  });
});
