import { afterEach, describe, expect, it, vi } from 'vitest';

/** The catalogs a route's lazily loaded pieces wait for (locale.ts), released by the test. */
const later = vi.hoisted(() => {
  let release: () => void = () => {};
  return {
    pending: () => new Promise<void>((resolve) => (release = resolve)),
    release: () => release(),
  };
});
vi.mock('@/shared/i18n/locale', () => ({ laterCatalogSections: vi.fn(() => later.pending()) }));

const { ChunkLoadError, lazyPiece, lazyRoute, withChunkTimeout } = await import('./lazy-chunk');
const { laterCatalogSections } = await import('@/shared/i18n/locale');

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

describe('lazyPiece (a component loaded on first need and kept)', () => {
  it('loads once, keeps what it loaded, and tries again after a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('Menu');
    const piece = lazyPiece(load, 'test-menu');
    const failing = piece.load();
    later.release();
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError);
    expect(piece.current()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('HPC console: chunk %s did not load', 'test-menu', expect.any(ChunkLoadError));

    const first = piece.load();
    expect(piece.load()).toBe(first);
    later.release();
    expect(await first).toBe('Menu');
    expect(piece.current()).toBe('Menu');
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
