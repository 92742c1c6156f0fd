import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, isValidElement } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { LATER_SECTIONS, ROUTE_SECTIONS, START_SECTIONS } from 'virtual:catalog-plan';
import { describe, expect, it } from 'vitest';
import { createCatalogStore } from '@/shared/i18n/catalogs';
import { ALL_SECTIONS } from '@/shared/i18n/locale';
import { lazyRoute } from '@/shared/routing/lazy-chunk';
import { page } from './router';

describe('the catalog plan (scripts/vite/catalog-plan.ts, from lingui.config.ts)', () => {
  it('start-up loads the shell and shared sections; each route module has its sections', () => {
    expect([...START_SECTIONS].sort()).toEqual(['action', 'base', 'index']);
    const routeModules = Object.keys(import.meta.glob(['../routes/*.tsx', '!../routes/*.test.tsx'])).map((path) =>
      path.replace(/^.*\/|\.tsx$/g, ''),
    );
    expect(routeModules).toContain('clusters');
    expect(Object.keys(ROUTE_SECTIONS).sort()).toEqual(routeModules.sort());
    for (const sections of Object.values(ROUTE_SECTIONS)) for (const section of sections) expect(ALL_SECTIONS).toContain(section);
  });

  it("derives a route's sections from the features its module reaches", () => {
    expect(ROUTE_SECTIONS.clusters).toEqual(['cluster']);
    // cluster-detail assembles the cluster, node, queue and user features.
    expect(ROUTE_SECTIONS['cluster-detail']).toEqual(['cluster', 'cluster-action', 'cluster-detail', 'node', 'queue', 'user']);
    expect(ROUTE_SECTIONS['cluster-create']).toEqual(['base-form', 'cluster', 'cluster-create']);
    expect(ROUTE_SECTIONS.login).toEqual(['session']);
    expect(ROUTE_SECTIONS.jobs).toEqual(['job']);
    // A site's own Slurm clusters and machines (ADR 0065): each feature its own catalog.
    expect(ROUTE_SECTIONS['slurm-clusters']).toEqual(['slurm-cluster']);
    expect(ROUTE_SECTIONS.machines).toEqual(['machine']);
  });

  it("leaves for later the sections only a route's lazily loaded pieces reach", () => {
    // The cluster list's row actions (and their dialogs) load after the list renders, and their catalog with them; the
    // modify dialog checks its fields with the contract's rules, whose messages are the forms' (base-form).
    expect(LATER_SECTIONS.clusters).toEqual(['base-form', 'cluster-action']);
    expect(LATER_SECTIONS.login).toBeUndefined();
    // Their forms load when first opened, and the forms' messages with them.
    expect(LATER_SECTIONS['slurm-clusters']).toEqual(['base-form']);
    expect(LATER_SECTIONS.machines).toEqual(['base-form']);
    for (const [route, sections] of Object.entries(LATER_SECTIONS)) {
      for (const section of sections) expect(ROUTE_SECTIONS[route]).not.toContain(section);
    }
  });

  it('every page of the router names a route module', () => {
    expect(isValidElement(page('clusters').element)).toBe(true);
    expect(() => page('no-such-route')).toThrow('src/app/routes/no-such-route.tsx');
  });
});

describe('a route and its catalogs', () => {
  it('renders only once its section is loaded, and is translated again when the language changes', async () => {
    const i18n = setupI18n();
    const pending = new Map<string, (messages: Messages) => void>();
    const asked: string[] = [];
    const store = createCatalogStore({
      i18n,
      sections: ['index'],
      load: (locale, section) =>
        new Promise((resolve) => {
          asked.push(`${locale}/${section}`);
          pending.set(`${locale}/${section}`, resolve);
        }),
    });
    const finish = (id: string, messages: Messages) =>
      act(async () => {
        pending.get(id)?.(messages);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    const activation = store.activate('zh');
    await finish('zh/index', { shell: '外壳' });
    await activation;

    /** Every text the page rendered. */
    const shown: string[] = [];
    function ClusterPage() {
      const { i18n: active } = useLingui();
      const text = active._('clusters.title');
      shown.push(text);
      return <h1>{text}</h1>;
    }
    const loadPage = lazyRoute(
      () => Promise.resolve({ Component: ClusterPage }),
      () => store.loadSections(['cluster']),
    );
    const LazyClusterPage = lazy(() => loadPage().then((module) => ({ default: module.Component })));
    let navigate: NavigateFunction = () => {};
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <Navigator />
          <Suspense fallback={<p>first load</p>}>
            <Routes>
              <Route path="/" element={<p>home</p>} />
              <Route path="/clusters" element={<LazyClusterPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByText('home')).toBeTruthy();
    await act(async () => {
      void navigate('/clusters');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The module is in, its catalog is not: the route has not rendered.
    expect(asked).toEqual(['zh/index', 'zh/cluster']);
    expect(shown).toEqual([]);
    expect(screen.getByText('home')).toBeTruthy();

    await finish('zh/cluster', { 'clusters.title': '集群' });
    expect(await screen.findByRole('heading', { name: '集群' })).toBeTruthy();
    expect(new Set(shown)).toEqual(new Set(['集群']));

    // English: the start-up section and the sections loaded so far, nothing else, before the switch.
    let switched = false;
    const change = store.activate('en').then(() => (switched = true));
    expect(asked.slice(2).sort()).toEqual(['en/cluster', 'en/index']);
    await finish('en/index', { shell: 'Shell' });
    expect(switched).toBe(false);
    expect(screen.getByRole('heading', { name: '集群' })).toBeTruthy();
    await finish('en/cluster', { 'clusters.title': 'Clusters' });
    await act(() => change);
    expect(await screen.findByRole('heading', { name: 'Clusters' })).toBeTruthy();
    expect(new Set(shown)).toEqual(new Set(['集群', 'Clusters']));
  });
});
