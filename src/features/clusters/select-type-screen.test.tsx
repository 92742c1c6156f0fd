import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { SelectTypeScreen } from './select-type-screen';
import { renderWithSession, resetGateway, testConfig } from './test-harness';

beforeAll(() => activateLocale('en'));
afterEach(resetGateway);

const ROUTE = '/:zone/hpc/hpc_clusters/select_type';
const PATH = '/pek3/hpc/hpc_clusters/select_type';

describe('choosing the cluster type', () => {
  it('links each offered type to its creation flow', () => {
    renderWithSession(<SelectTypeScreen />, { path: PATH, route: ROUTE });
    expect(screen.getByRole('link', { name: 'Create HPC cluster' }).getAttribute('href')).toBe('/pek3/hpc/hpc_clusters/create_hpc');
    expect(screen.getByRole('link', { name: 'Create EHPC cluster' }).getAttribute('href')).toBe('/pek3/hpc/hpc_clusters/create_ehpc');
  });

  it('disables a type the zone does not offer', () => {
    renderWithSession(<SelectTypeScreen />, { path: PATH, route: ROUTE, config: testConfig({}, { ehpc: false }) });
    const card = screen.getByTestId('cluster-type-ehpc');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Create EHPC cluster' }).hasAttribute('disabled')).toBe(true);
    expect(within(card).getByText('Not offered in this zone')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create HPC cluster' })).toBeTruthy();
  });

  it('disables a type whose feature flag is off', () => {
    renderWithSession(<SelectTypeScreen />, { path: PATH, route: ROUTE, config: testConfig({ hpc: false }) });
    expect(within(screen.getByTestId('cluster-type-hpc')).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create EHPC cluster' })).toBeTruthy();
  });
});
