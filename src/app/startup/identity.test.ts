import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, mockGatewayCalls, refusal, resetGatewayMock } from '@/shared/testing/gateway-mock';
import { startIdentityEarly, takeIdentity, waitForIdentity } from './identity';

const USER = {
  user_id: 'usr-owner',
  owner: 'usr-owner',
  zone: 'pek3',
  zones: ['pek3'],
  role: 'user',
  verify_status: 'PASSED',
  user_type: 0,
  lang: 'zh-cn',
};

function setCookie(value: string | null): void {
  document.cookie = value === null ? 'hpc_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `hpc_csrf=${value}; path=/`;
}

afterEach(() => {
  setCookie(null);
  resetGatewayMock();
});

describe('the identity at start-up', () => {
  it('goes to sign-in without asking the gateway when the browser holds no session (no failed request logged)', async () => {
    const calls = mockGatewayCalls({ 'auth/session': () => refusal(401, 1100, 'Please sign in') });
    expect(await waitForIdentity({ intervalMs: 1, attempts: 3 })).toEqual({ kind: 'signed-out' });
    expect(callsTo(calls, 'auth/session')).toHaveLength(0);
  });

  it('asks the gateway when the browser holds a session, and answers its user', async () => {
    setCookie('9f8e7d6c5b4a39281706f5e4d3c2b1a0');
    const calls = mockGatewayCalls({
      'auth/session': () => ({ user: USER, csrf_token: '9f8e7d6c5b4a39281706f5e4d3c2b1a0', expire_time: '2026-11-21T08:30:00Z' }),
    });
    expect(await waitForIdentity({ intervalMs: 1, attempts: 3 })).toEqual({ kind: 'user', user: USER });
    expect(callsTo(calls, 'auth/session')).toHaveLength(1);
  });

  it('goes to sign-in when a session whose cookies stay has ended on the gateway (401)', async () => {
    setCookie('9f8e7d6c5b4a39281706f5e4d3c2b1a0');
    mockGatewayCalls({ 'auth/session': () => refusal(401, 1100, 'Please sign in') });
    expect(await waitForIdentity({ intervalMs: 1, attempts: 3 })).toEqual({ kind: 'signed-out' });
  });
});

describe('the identity asked for before the first render', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the answer the start-up gate takes on the page it was asked on, asked once', async () => {
    window.history.replaceState(null, '', '/pek3/hpc/hpc_clusters');
    setCookie('9f8e7d6c5b4a39281706f5e4d3c2b1a0');
    const calls = mockGatewayCalls({
      'auth/session': () => ({ user: USER, csrf_token: '9f8e7d6c5b4a39281706f5e4d3c2b1a0', expire_time: '2026-11-21T08:30:00Z' }),
    });
    startIdentityEarly();
    expect(await takeIdentity()).toEqual({ kind: 'user', user: USER });
    expect(callsTo(calls, 'auth/session')).toHaveLength(1);
  });

  it('is not taken after the user signed in on the sign-in page and the console moved on', async () => {
    window.history.replaceState(null, '', '/login');
    const calls = mockGatewayCalls({
      'auth/session': () => ({ user: USER, csrf_token: '9f8e7d6c5b4a39281706f5e4d3c2b1a0', expire_time: '2026-11-21T08:30:00Z' }),
    });
    startIdentityEarly();
    // Signed in: the session's cookie is set and the console navigates to the landing without a reload.
    setCookie('9f8e7d6c5b4a39281706f5e4d3c2b1a0');
    window.history.replaceState(null, '', '/pek3/hpc/hpc_clusters');
    expect(await takeIdentity({ signal: new AbortController().signal })).toEqual({ kind: 'user', user: USER });
    expect(callsTo(calls, 'auth/session')).toHaveLength(1);
  });
});
