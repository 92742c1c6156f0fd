/**
 * A session that ends while the console is open (ADR 0029): the first 401 sends the user to the sign-in page once,
 * saying so and keeping the page to return to; a wrong password on the sign-in page or a refusal of another kind does
 * not.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listJobs } from '@/api/generated/endpoints/jobs/jobs';
import { login } from '@/api/generated/endpoints/session/session';
import { mockGatewayCalls, refusal } from '@/shared/testing/gateway-mock';
import { signInUrlAfterEnd } from '@/shared/routing/session-ended-link';
import { createQueryClient } from './provider';
import { watchSessionEnd } from './session-ended';

const BASE = import.meta.env.BASE_URL;
let went: string[];
beforeEach(() => {
  went = [];
  watchSessionEnd((url) => went.push(url));
  window.history.replaceState(null, '', `${BASE}pek3/hpc/hpc_job?status=running`);
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a session that ends while the console is open', () => {
  it('goes to the sign-in page once, however many requests are refused, with the page to return to', async () => {
    mockGatewayCalls({ 'job/list': () => refusal(401, 1200, 'Not signed in') });
    const client = createQueryClient();
    const fetchJobs = (page: number) =>
      client
        .fetchQuery({
          queryKey: ['jobs', page],
          queryFn: () => listJobs({ zone: 'pek3', offset: page * 10, limit: 10 } as never),
          retry: false,
        })
        .catch(() => undefined);
    await Promise.all([fetchJobs(0), fetchJobs(1), fetchJobs(2)]);
    expect(went).toEqual([`${BASE}login?ended=1&next=${encodeURIComponent('/pek3/hpc/hpc_job?status=running')}`]);
  });

  it('stays for a wrong password (sign-in answers 401 too) and for refusals of other kinds', async () => {
    mockGatewayCalls({
      'auth/login': () => refusal(401, 1200, 'Wrong user name or password'),
      'job/list': () => refusal(403, 1400, 'Forbidden'),
    });
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => login({ user_name: 'usr-owner', password: 'wrong' }) })
      .execute(undefined)
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['jobs'], queryFn: () => listJobs({ zone: 'pek3' } as never), retry: false })
      .catch(() => undefined);
    expect(went).toEqual([]);
  });

  it('builds the sign-in link from inside the console only, without a return page for the console root', () => {
    const base = '/_micro_/hpc/';
    expect(signInUrlAfterEnd({ pathname: `${base}pek3/hpc/hpc_node`, search: '?page=2' }, base)).toBe(
      `${base}login?ended=1&next=${encodeURIComponent('/pek3/hpc/hpc_node?page=2')}`,
    );
    expect(signInUrlAfterEnd({ pathname: base, search: '' }, base)).toBe(`${base}login?ended=1`);
    expect(signInUrlAfterEnd({ pathname: '/elsewhere', search: '' }, base)).toBe(`${base}login?ended=1`);
  });
});
