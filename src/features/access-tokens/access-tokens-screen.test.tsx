import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessToken } from '@/api/generated/model/accessToken';
import { callsTo, mockGatewayCalls, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { AccessTokensScreen } from './access-tokens-screen';

setUpScreenTests({
  locale: 'en',
  spyOnToasts: true,
  preload: () => Promise.all([import('./create-token-dialog'), import('./revoke-token-dialog')]),
});

const NOW = Date.parse('2026-11-20T08:20:05Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const ACTIVE: AccessToken = {
  token_id: 'pat-aaaaaaaaaaaa',
  name: 'nightly runs',
  scopes: ['read', 'jobs'],
  status: 'active',
  create_time: '2026-11-01T00:00:00Z',
  expire_time: '2026-12-01T00:00:00Z',
  last_used_time: '2026-11-20T02:00:30Z',
  last_used_address: '203.0.113.7',
};
const EXPIRED: AccessToken = { ...ACTIVE, token_id: 'pat-bbbbbbbbbbbb', name: 'old laptop', scopes: ['admin'], status: 'expired' };
const REVOKED: AccessToken = {
  ...ACTIVE,
  token_id: 'pat-cccccccccccc',
  name: 'leaked',
  status: 'revoked',
  last_used_time: undefined,
  last_used_address: undefined,
  revoke_time: '2026-11-10T00:00:00Z',
};
const TOKEN = `hpc_pat_dddddddddddd_${'Z'.repeat(43)}`;

function mockTokens(answers: Record<string, GatewayAnswer> = {}, allowed = ['read', 'jobs', 'files']) {
  return mockGatewayCalls({
    'token/list': () => ({ total_count: 3, access_token_set: [ACTIVE, EXPIRED, REVOKED], scopes_allowed: allowed }),
    ...answers,
  });
}

const renderScreen = () =>
  renderWithSession(
    <Routes>
      <Route path="/:zone/hpc/access_tokens" element={<AccessTokensScreen />} />
    </Routes>,
    { path: '/pek3/hpc/access_tokens', route: '/*' },
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the access tokens screen', () => {
  it('lists the tokens with their scopes, state, expiry and last use; a revoked one has no Revoke', async () => {
    mockTokens();
    renderScreen();
    const active = await rowOf('nightly runs');
    expect(within(active).getByText('Read')).toBeTruthy();
    expect(within(active).getByText('Jobs')).toBeTruthy();
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText('203.0.113.7')).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Revoke nightly runs' })).toBeTruthy();
    expect(within(await rowOf('old laptop')).getByText('Expired')).toBeTruthy();
    const revoked = await rowOf('leaked');
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(revoked).getByText('Never')).toBeTruthy();
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('makes a token with the scopes checked, shows it once, and a second New token starts empty', async () => {
    const calls = mockTokens({
      'token/create': (_url, body) => ({ token: TOKEN, access_token: { ...ACTIVE, token_id: 'pat-dddddddddddd', name: body?.name } }),
    });
    renderScreen();
    await rowOf('nightly runs');
    await userEvent.click(screen.getByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New access token' });
    // A sub-user may not give admin: shown, not checkable.
    expect(within(dialog).getByRole('checkbox', { name: 'Admin' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Read' })).toHaveProperty('checked', true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'ci runner');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Jobs' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make token' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new token' });
    expect((within(shown).getByRole('textbox', { name: 'Access token' }) as HTMLInputElement).value).toBe(TOKEN);
    expect(callsTo(calls, 'token/create')[0]!.body).toMatchObject({ name: 'ci runner', scopes: ['read', 'jobs'], expires_in_days: 30 });
    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your new token' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'New token' }));
    const again = await screen.findByRole('dialog', { name: 'New access token' });
    expect((within(again).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByDisplayValue(TOKEN)).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'token/list').length).toBeGreaterThan(1));
  });

  it('names a missing name and sends nothing; tells a refusal of the gateway', async () => {
    const calls = mockTokens({ 'token/create': () => refusal(409, 2400, 'You already have an access token named ci runner') });
    renderScreen();
    await rowOf('nightly runs');
    await userEvent.click(screen.getByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New access token' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make token' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .queryAllByTestId('field-error')
          .map((element) => element.textContent),
      ).toEqual(['Required']),
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'token/create')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'ci runner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make token' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ description: 'You already have an access token named ci runner' })),
    );
    expect(screen.getByRole('dialog', { name: 'New access token' })).toBeTruthy();
  });

  it('revokes a token only once confirmed, and reads the list again', async () => {
    const calls = mockTokens({
      'token/revoke': () => ({ access_token: { ...ACTIVE, status: 'revoked', revoke_time: '2026-11-20T08:20:05Z' } }),
    });
    renderScreen();
    await userEvent.click(within(await rowOf('nightly runs')).getByRole('button', { name: 'Revoke nightly runs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke nightly runs?' });
    expect(callsTo(calls, 'token/revoke')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(calls, 'token/revoke')).toHaveLength(1));
    expect(callsTo(calls, 'token/revoke')[0]!.body).toMatchObject({ token_id: ACTIVE.token_id });
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'nightly runs revoked' })));
  });
});
