import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { renderWithSession, stubResizeObserver } from '@/shared/testing/session-render';
import { ColorModeProvider } from '@/shared/ui/color-mode';
import { Header } from './header';
import { MenuDrawer } from './menu-drawer';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const AT = { path: '/pek3/hpc/hpc_clusters', route: '/:zone/hpc/*' };

describe('the side menu on a narrow screen', () => {
  beforeAll(async () => {
    stubResizeObserver();
    await activateLocale('en');
  });
  afterAll(() => activateLocale('zh'));

  it('has a menu button in the header when the layout has a side menu, and none without one', async () => {
    const open = vi.fn();
    const { unmount } = renderWithSession(
      <ColorModeProvider>
        <Header title="Clusters" onOpenMenu={open} />
      </ColorModeProvider>,
      AT,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(open).toHaveBeenCalledOnce();
    unmount();

    renderWithSession(
      <ColorModeProvider>
        <Header title="Web terminal" />
      </ColorModeProvider>,
      AT,
    );
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
    // Without a drawer to hold them, the zone and language choices stay in the header.
    expect(screen.getByRole('combobox', { name: 'Zone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
  });

  it('shows the menu and the header’s choices in the drawer; following a link moves there and closes it', async () => {
    const close = vi.fn();
    renderWithSession(
      <ColorModeProvider>
        <MenuDrawer open onClose={close} />
        <Where />
      </ColorModeProvider>,
      AT,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(drawer.contains(menu)).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Zone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Appearance' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'path', hidden: true }).textContent).toBe('/pek3/hpc/jobs'));
    expect(close).toHaveBeenCalled();
  });
});
