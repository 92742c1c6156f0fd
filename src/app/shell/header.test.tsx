import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';

/** The header with its menus' code not loaded yet (a fresh lazy-menu module). */
async function renderHeader() {
  vi.resetModules();
  const { Header } = await import('./header');
  const { renderWithSession, stubResizeObserver } = await import('@/shared/testing/session-render');
  const { ColorModeProvider } = await import('@/shared/ui/color-mode');
  stubResizeObserver();
  return renderWithSession(
    <ColorModeProvider>
      <Header title="Clusters" />
    </ColorModeProvider>,
    { path: '/pek3/hpc/hpc_clusters', route: '/:zone/hpc/*' },
  );
}

/** Moves the highlight to the item (zag's pointer modality does not survive between jsdom tests) and chooses it. */
async function choose(name: string) {
  const items = await screen.findAllByRole('menuitemradio');
  for (
    let step = 0;
    step <= items.length && !items.find((item) => item.hasAttribute('data-highlighted'))?.textContent?.includes(name);
    step += 1
  ) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await userEvent.keyboard('{Enter}');
}

describe('Header', () => {
  afterAll(() => activateLocale('zh'));

  it('renders its buttons before the menus’ code is in, and a press opens the menu', async () => {
    await renderHeader();
    const language = screen.getByRole('button', { name: '语言' });
    expect(screen.getByRole('button', { name: '外观' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '账号' })).toBeTruthy();
    expect(language.getAttribute('aria-haspopup')).toBe('menu');
    expect(language.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(language);
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: '中文' }).getAttribute('aria-checked')).toBe('true');
    await choose('English');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await screen.findByRole('button', { name: 'Language' })).toBeTruthy();
    expect(localStorage.getItem('hpc.locale')).toBe('en');
  });

  it('opens a menu from the keyboard too', async () => {
    await activateLocale('zh');
    await renderHeader();
    const account = screen.getByRole('button', { name: '账号' });
    account.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: /退出登录/ })).toBeTruthy();
    expect(screen.getAllByText('usr-owner').length).toBeGreaterThan(0);
  });
});
