import { screen, waitFor } from '@testing-library/react';
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
});
