import { LATER_SECTIONS, ROUTE_SECTIONS } from 'virtual:catalog-plan';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/shared/i18n/locale', async (original) => ({
  ...(await original<typeof import('@/shared/i18n/locale')>()),
  loadCatalogSections: vi.fn(() => new Promise(() => {})),
  loadLaterCatalogSections: vi.fn(),
}));

const { loadCatalogSections, loadLaterCatalogSections } = await import('@/shared/i18n/locale');
const { preloadPages } = await import('./router');

describe('the pages of the first URL', () => {
  it('start loading, with their catalogs, before anything renders them', () => {
    preloadPages('/_micro_/hpc/pek3/hpc/hpc_clusters', '/_micro_/hpc/');
    expect(loadCatalogSections).toHaveBeenCalledTimes(1);
    expect(loadCatalogSections).toHaveBeenCalledWith(ROUTE_SECTIONS.clusters);
    expect(loadLaterCatalogSections).toHaveBeenCalledWith(LATER_SECTIONS.clusters);
  });

  it('are none for a redirect', () => {
    vi.mocked(loadCatalogSections).mockClear();
    preloadPages('/_micro_/hpc/pek3/hpc/network', '/_micro_/hpc/');
    preloadPages('/_micro_/hpc/pek3', '/_micro_/hpc/');
    expect(loadCatalogSections).not.toHaveBeenCalled();
  });
});
