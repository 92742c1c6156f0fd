import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, mockGatewayCalls, refusal } from '@/shared/testing/gateway-mock';
import { renderWithProviders } from '@/shared/testing/render';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { LoginPage } from './login-page';

setUpScreenTests({ locale: 'en' });

function renderLogin(entry = '/login?next=/pek3/hpc/hpc_job') {
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/pek3/hpc/hpc_job" element={<p>jobs page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByRole('textbox', { name: /User name/ }));
  await user.type(screen.getByRole('textbox', { name: /User name/ }), 'usr-owner');
  await user.clear(screen.getByLabelText(/Password/));
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('says when to try again after repeated failures, keeps the page, and signs in once the gateway allows it', async () => {
    let locked = true;
    const calls = mockGatewayCalls({
      'auth/login': () =>
        locked
          ? refusal(429, 1210, 'Too many failed sign-ins: please try again in 2 min')
          : { csrf_token: 'c', expire_time: '2026-12-01T00:00:00Z', user: { user_id: 'usr-owner' } },
    });
    renderLogin();
    await signIn('Owner#Hpc2026');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed sign-ins: please try again in 2 min');
    expect(screen.queryByText('jobs page')).toBeNull();
    locked = false;
    await signIn('Owner#Hpc2026');
    expect(await screen.findByText('jobs page')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'auth/login')).toHaveLength(2));
  });

  it('says the session ended when sent back by the console, and returns to the page the user was on', async () => {
    mockGatewayCalls({ 'auth/login': () => ({ csrf_token: 'c', expire_time: '2026-12-01T00:00:00Z', user: { user_id: 'usr-owner' } }) });
    renderLogin(`/login?ended=1&next=${encodeURIComponent('/pek3/hpc/hpc_job')}`);
    expect((await screen.findByRole('status')).textContent).toBe('Your session has ended. Sign in again to return to where you were.');
    await signIn('Owner#Hpc2026');
    expect(await screen.findByText('jobs page')).toBeTruthy();
  });

  it('does not speak of an ended session on an ordinary sign-in', async () => {
    renderLogin();
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText(/session has ended/)).toBeNull();
  });

  it('offers the organisation’s single sign-on and directory by their names, and signs in with the directory chosen', async () => {
    const calls = mockGatewayCalls({
      'auth/sign_in_options': () => ({
        password: true,
        directory: { label: 'Example Directory' },
        single_sign_on: { label: 'Example SSO' },
      }),
      'auth/login/directory': () => ({ csrf_token: 'c', expire_time: '2026-12-01T00:00:00Z', user: { user_id: 'iam-grace' } }),
    });
    renderLogin();
    const sso = await screen.findByRole('link', { name: 'Sign in with Example SSO' });
    expect(sso.getAttribute('href')).toBe(`/_micro_/hpc/api/auth/oidc/start?next=${encodeURIComponent('/pek3/hpc/hpc_job')}`);
    const accounts = screen.getByRole('radiogroup', { name: 'Account' });
    expect(within(accounts).getByRole('radio', { name: 'Example Directory' })).toHaveProperty('checked', true);
    await signIn('Grace#Directory1');
    expect(await screen.findByText('jobs page')).toBeTruthy();
    expect(callsTo(calls, 'auth/login/directory')).toHaveLength(1);
    expect(callsTo(calls, 'auth/login')).toHaveLength(0);
  });

  it('signs in with a console account when the user chooses it beside the directory', async () => {
    const calls = mockGatewayCalls({
      'auth/sign_in_options': () => ({ password: true, directory: { label: 'Example Directory' } }),
      'auth/login': () => ({ csrf_token: 'c', expire_time: '2026-12-01T00:00:00Z', user: { user_id: 'usr-owner' } }),
    });
    renderLogin();
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Console account' }));
    await signIn('Owner#Hpc2026');
    expect(await screen.findByText('jobs page')).toBeTruthy();
    expect(callsTo(calls, 'auth/login')).toHaveLength(1);
    expect(callsTo(calls, 'auth/login/directory')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('shows only the single sign-on where the site offers nothing else, and says why the last one failed', async () => {
    mockGatewayCalls({ 'auth/sign_in_options': () => ({ password: false, single_sign_on: { label: 'Example SSO' } }) });
    renderLogin('/login?sign_in_error=sign_in_group_refused');
    expect(await screen.findByRole('link', { name: 'Sign in with Example SSO' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your account is not in a group that may use this console. Ask your administrator.');
    expect(screen.queryByRole('textbox', { name: /User name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('words an unknown reason as the general one, never the link’s own text', async () => {
    mockGatewayCalls({ 'auth/sign_in_options': () => ({ password: true }) });
    renderLogin('/login?sign_in_error=Your+account+was+hacked');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Your organisation's sign-in did not complete. Try again, or ask your administrator.",
    );
  });
});
