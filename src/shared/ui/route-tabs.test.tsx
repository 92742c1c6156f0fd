import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { RouteTabs } from './route-tabs';

const TABS = ['one', 'two', 'three'] as const;

function Page() {
  const tab = (useLocation().pathname.split('/').pop() ?? 'one') as (typeof TABS)[number];
  return (
    <RouteTabs tabs={TABS.map((value) => ({ value, label: `Tab ${value}`, to: `/page/${value}` }))} value={tab} label="Sections">
      <p>content of {tab}</p>
    </RouteTabs>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/page/:tab', element: <Page /> }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('RouteTabs', () => {
  it('selects the tab of the URL and shows its content in its panel', () => {
    renderAt('/page/two');
    expect(screen.getByRole('tab', { name: 'Tab two' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('content of two');
  });

  it('moves between tabs by the router (no document load) and replaces the history entry', async () => {
    const router = renderAt('/page/one');
    const before = window.location.href;
    await userEvent.click(screen.getByRole('tab', { name: 'Tab three' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/three'));
    expect(screen.getByRole('tab', { name: 'Tab three' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('content of three'));
    expect(router.state.historyAction).toBe('REPLACE');
    // zag's synthetic click would have followed the anchor: jsdom's location would have changed.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.href).toBe(before);
  });

  it('leaves no aria-controls pointing to nothing (axe: aria-valid-attr-value)', () => {
    renderAt('/page/one');
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    const controlled = tabs.map((tab) => tab.getAttribute('aria-controls')).filter((id) => id !== null);
    expect(controlled.length).toBeGreaterThan(0);
    for (const id of controlled) expect(document.getElementById(id)?.getAttribute('role')).toBe('tabpanel');
  });

  it('keeps only the selected tab in the Tab order; the arrow keys, Home and End move focus, Enter or Space follow the tab', async () => {
    const router = renderAt('/page/one');
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(['Tab one', 'Tab two', 'Tab three'].map((name) => tab(name).tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Tab one'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Tab two'));
    expect(router.state.location.pathname).toBe('/page/one');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Tab one'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Tab three'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Tab one'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Tab three'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/three'));
    await waitFor(() => expect(tab('Tab three').getAttribute('aria-selected')).toBe('true'));
    tab('Tab one').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/one'));
  });
});
