import { afterEach, describe, expect, it, vi } from 'vitest';

/** The catalogs a route's lazily loaded pieces wait for (locale.ts), released by the test. */
const later = vi.hoisted(() => {
  let release: () => void = () => {};
  return {
    pending: () => new Promise<void>((resolve) => (release = resolve)),
    release: () => release(),
  };
});
vi.mock('../i18n/locale', () => ({ laterCatalogSections: vi.fn(() => later.pending()) }));

const { ChunkLoadError, lazyRoute, withChunkTimeout } = await import('./lazy-chunk');
const { laterCatalogSections } = await import('../i18n/locale');

const state = async <T>(promise: Promise<T>) => {
  let seen: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (seen = 'resolved'),
    () => (seen = 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return seen;
};

afterEach(() => vi.clearAllMocks());

describe('withChunkTimeout (a lazily loaded piece of a screen)', () => {
  it("answers the module once the catalogs the routes' pieces need are in too", async () => {
    const loading = withChunkTimeout(() => Promise.resolve({ Menu: 'menu' }));
    expect(await state(loading)).toBe('pending');
    later.release();
    await expect(loading).resolves.toEqual({ Menu: 'menu' });
    expect(laterCatalogSections).toHaveBeenCalledTimes(1);
  });

  it('fails as a script chunk failure when the chunk does not load', async () => {
    const loading = withChunkTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module: x.js')));
    later.release();
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('lazyRoute', () => {
  it('waits for its own needs, not for the catalogs of the pieces loaded later', async () => {
    const need = vi.fn(() => Promise.resolve());
    await expect(lazyRoute(() => Promise.resolve({ Component: 'page' }), need)()).resolves.toEqual({ Component: 'page' });
    expect(need).toHaveBeenCalledTimes(1);
    expect(laterCatalogSections).not.toHaveBeenCalled();
  });
});
