import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/shared/routing/lazy-chunk';
import { renderWithProviders } from '@/shared/testing/render';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { RouteBoundary } from './route-error';

setUpScreenTests({ locale: 'en' });

function Broken(): never {
  throw new Error('render failed');
}

/** A layout route with its error boundary (as the console's shell has), and a link outside it. */
function renderAt(path: string, Page: React.ComponentType) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">elsewhere</Link>
      <Suspense fallback={<p>first load</p>}>
        <Routes>
          <Route
            element={
              <RouteBoundary>
                <Outlet />
              </RouteBoundary>
            }
          >
            <Route path="/page" element={<Page />} />
            <Route path="/fine" element={<p>a working page</p>} />
          </Route>
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe("a route's error boundary", () => {
  it('says a script chunk failed to load and offers a retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazy(() => Promise.reject(new ChunkLoadError('script', new Error('Failed to fetch dynamically imported module'))));
    renderAt('/page', Page);
    expect(await screen.findByRole('heading', { name: 'Script chunk load failed' })).toBeTruthy();
    expect(screen.getByText('Part of the console could not be downloaded. Check your network and retry.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    error.mockRestore();
  });

  it('shows the general problem for any other error, and forgets it on the next navigation', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/page', Broken);
    expect(await screen.findByRole('heading', { name: 'This page ran into a problem' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('HPC console: route error', expect.objectContaining({ message: 'render failed' }));
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('a working page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This page ran into a problem' })).toBeNull();
    error.mockRestore();
  });
});
