import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSession } from '@/api/generated/model/userSession';
import { activateLocale } from '@/shared/i18n/locale';
import { OWNER, renderWithSession } from '@/shared/testing/session-render';
import { SectionGuard } from '../routing/guards';
import { MenuEntries } from './side-menu';

const ADMIN: UserSession = { ...OWNER, user_id: 'usr-admin', owner: 'usr-admin', role: 'zone_admin' };
const AT = { path: '/pek3/hpc/hpc_clusters', route: '/:zone/hpc/*' };

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

describe("the zone administrator's sections (ADR 0065)", () => {
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('zh'));

  it('are in the menu of a zone administrator, under Site', () => {
    renderWithSession(<MenuEntries />, { ...AT, user: ADMIN });
    expect(screen.getByText('Site')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Slurm clusters' }).getAttribute('href')).toBe('/pek3/hpc/slurm_clusters');
    expect(screen.getByRole('link', { name: 'Machines' }).getAttribute('href')).toBe('/pek3/hpc/machines');
  });

  it("are not in an owner's menu, and their address takes an owner to the landing page", () => {
    const { unmount } = renderWithSession(<MenuEntries />, AT);
    expect(screen.getByRole('link', { name: 'Clusters' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Slurm clusters' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Machines' })).toBeNull();
    expect(screen.queryByText('Site')).toBeNull();
    unmount();

    const guarded = (
      <>
        <Routes>
          <Route element={<SectionGuard id="machines" />}>
            <Route path="machines" element={<p>the pool</p>} />
          </Route>
          <Route path="hpc_clusters" element={<p>landing</p>} />
        </Routes>
        <Where />
      </>
    );
    renderWithSession(guarded, { path: '/pek3/hpc/machines', route: '/:zone/hpc/*' });
    expect(screen.getByText('landing')).toBeTruthy();
    expect(screen.queryByText('the pool')).toBeNull();
    expect(screen.getByRole('status', { name: 'path', hidden: true }).textContent).toBe('/pek3/hpc/hpc_clusters');
  });

  it('a zone administrator reaches them by their address', () => {
    renderWithSession(
      <Routes>
        <Route element={<SectionGuard id="slurmClusters" />}>
          <Route path="slurm_clusters" element={<p>the clusters</p>} />
        </Route>
      </Routes>,
      { path: '/pek3/hpc/slurm_clusters', route: '/:zone/hpc/*', user: ADMIN },
    );
    expect(screen.getByText('the clusters')).toBeTruthy();
  });
});
