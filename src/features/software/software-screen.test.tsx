import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configureGateway } from '@/api/gateway';
import type { Software } from '@/api/generated/model/software';
import type { SoftwareApplication } from '@/api/generated/model/softwareApplication';
import type { UserSession } from '@/api/generated/model/userSession';
import { callsTo, mockGatewayCalls, refusal, type GatewayCall } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { SoftwareScreen } from './software-screen';

setUpScreenTests({ locale: 'en', spyOnToasts: true, preload: () => Promise.all([import('./apply-dialog'), import('./review-dialog')]) });

const ADMIN: UserSession = { ...OWNER, user_id: 'usr-admin', owner: 'usr-admin', role: 'zone_admin' };
const NOW = '2026-11-20T08:00:00Z';
const OPENFOAM: Software = {
  hpcsw_id: 'hpcsw-openfoam11',
  sw_name: 'OpenFOAM',
  sw_ver: '11',
  class_id: 'swc-cfd',
  class_name: 'CFD',
  mark: 0,
  license: 'free',
  apply_status: null,
  create_time: NOW,
};
const GAUSSIAN: Software = {
  hpcsw_id: 'hpcsw-gaussian16',
  sw_name: 'Gaussian',
  sw_ver: '16',
  class_id: 'swc-chem',
  mark: 0,
  license: 'commercial',
  apply_status: null,
  create_time: NOW,
};
const CLASSES = [
  { class_id: 'swc-cfd', name: '流体力学', name_en: 'CFD', software_count: 3 },
  { class_id: 'swc-md', name: '分子动力学', name_en: 'Molecular dynamics', software_count: 2 },
];
const CLUSTER = { cluster_id: 'ehpc-k8x2m4q1', cluster_name: 'wrf_ehpc', cluster_type: 'ehpc', status: 'active' };
const APPLICATION: SoftwareApplication = {
  apply_id: 'swa-gauss001',
  hpcsw_id: 'hpcsw-gaussian16',
  sw_name: 'Gaussian',
  sw_ver: '16',
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'wrf_ehpc',
  zone: 'pek3',
  user_id: 'usr-sub',
  user_name: 'Sub User',
  owner: 'usr-owner',
  reason: 'aerosol chemistry',
  status: 'pending',
  create_time: NOW,
  status_time: NOW,
};

/** The catalogue as the gateway keeps it: marks and application statuses change with the calls. */
function catalogue(rows: Software[], applyAnswer: () => unknown = () => ({ apply_status: 'pending' })) {
  const state = rows.map((row) => ({ ...row }));
  return mockGatewayCalls({
    'software/class': () => ({ total_count: 2, sw_class_set: CLASSES }),
    'software/list': (url) => {
      const mark = url.searchParams.get('mark');
      const listed = state.filter((row) => mark === null || String(row.mark) === mark);
      return { total_count: listed.length, hpcsw_set: listed };
    },
    'cluster/list': () => ({ total_count: 1, cluster_set: [CLUSTER] }),
    'software/apply': (_url, body) => {
      const answer = applyAnswer();
      const row = state.find((s) => s.hpcsw_id === body?.hpcsw_id);
      if (row && !('status' in (answer as object))) row.apply_status = 'pending';
      return answer;
    },
  });
}

const renderSoftware = (user: UserSession = OWNER, path = '/pek3/hpc/software') =>
  renderWithSession(<SoftwareScreen />, { user, path, route: '/:zone/hpc/software' });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the software catalogue', () => {
  it('lists the catalogue with its classes and narrows it to a class or to the collected software', async () => {
    const calls = catalogue([OPENFOAM]);
    renderSoftware();
    expect(await screen.findByText('OpenFOAM')).toBeTruthy();
    expect(callsTo(calls, 'software/list')[0].url.searchParams.get('class_id')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: /Molecular dynamics/ }));
    await waitFor(() => expect(callsTo(calls, 'software/list').at(-1)?.url.searchParams.get('class_id')).toBe('swc-md'));
    await userEvent.click(screen.getByRole('radio', { name: 'Collected only' }));
    await waitFor(() => expect(callsTo(calls, 'software/list').at(-1)?.url.searchParams.get('mark')).toBe('1'));
  });
});

describe('collecting', () => {
  it('shows the star collected at once, sends one request however often it is clicked meanwhile, and reads the list again', async () => {
    const calls: GatewayCall[] = [];
    let marked = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    configureGateway({
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://console');
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
        calls.push({ method: init?.method ?? 'GET', url, path: url.pathname, body });
        let answer: object = { total_count: 1, hpcsw_set: [{ ...OPENFOAM, mark: marked }] };
        if (url.pathname.endsWith('/software/class')) answer = { total_count: 2, sw_class_set: CLASSES };
        if (url.pathname.endsWith('/software/mark')) {
          await held;
          marked = Number(body?.mark);
          answer = { hpcsw_id: OPENFOAM.hpcsw_id, mark: marked };
        }
        return new Response(JSON.stringify({ ret_code: 0, ...answer }), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderSoftware();
    const star = await screen.findByRole('button', { name: 'Collect OpenFOAM' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    const collected = await screen.findByRole('button', { name: 'Uncollect OpenFOAM' });
    expect(collected.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(collected);
    await userEvent.click(collected);
    const lists = callsTo(calls, 'software/list').length;
    release();
    await waitFor(() => expect(callsTo(calls, 'software/list').length).toBeGreaterThan(lists));
    expect(callsTo(calls, 'software/mark').map((call) => call.body)).toMatchObject([{ hpcsw_id: OPENFOAM.hpcsw_id, mark: 1 }]);
    expect(screen.getByRole('button', { name: 'Uncollect OpenFOAM' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('puts the star back and says why when the gateway refuses', async () => {
    mockGatewayCalls({
      'software/class': () => ({ total_count: 2, sw_class_set: CLASSES }),
      'software/list': () => ({ total_count: 1, hpcsw_set: [OPENFOAM] }),
      'software/mark': () => refusal(404, 1400, 'The software does not exist: hpcsw-openfoam11'),
    });
    renderSoftware();
    await userEvent.click(await screen.findByRole('button', { name: 'Collect OpenFOAM' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({
          type: 'error',
          title: 'Collecting OpenFOAM failed',
          description: 'The software does not exist: hpcsw-openfoam11',
        }),
      ),
    );
    expect((await screen.findByRole('button', { name: 'Collect OpenFOAM' })).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('applying for commercial software', () => {
  it('shows new, checks the dialog before sending, then shows the application pending without a second Apply', async () => {
    const calls = catalogue([OPENFOAM, GAUSSIAN]);
    renderSoftware();
    const row = await rowOf('Gaussian');
    expect(within(row).getByText('New')).toBeTruthy();
    expect(within(await rowOf('OpenFOAM')).getByText('No application needed')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Apply for use: Gaussian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Gaussian 16' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await within(dialog).findByText('Please choose a cluster')).toBeTruthy();
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(callsTo(calls, 'software/apply')).toHaveLength(0);

    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'wrf_ehpc (ehpc-k8x2m4q1)' })).toBeTruthy());
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'ehpc-k8x2m4q1');
    await userEvent.type(within(dialog).getByRole('textbox'), 'aerosol chemistry');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(callsTo(calls, 'software/apply').map((call) => call.body)).toMatchObject([
        { hpcsw_id: 'hpcsw-gaussian16', cluster_id: 'ehpc-k8x2m4q1', reason: 'aerosol chemistry' },
      ]),
    );
    await waitFor(() => expect(within(screen.getByText('Gaussian').closest('tr') as HTMLElement).getByText('Pending')).toBeTruthy());
    expect(
      within(screen.getByText('Gaussian').closest('tr') as HTMLElement).queryByRole('button', { name: 'Apply for use: Gaussian' }),
    ).toBeNull();
    expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Applied for Gaussian 16' }));
  });

  it('shows passed and rejected, and a refusal on the cluster in the gateway’s words', async () => {
    const calls = catalogue(
      [
        { ...GAUSSIAN, apply_status: 'rejected' },
        { ...GAUSSIAN, hpcsw_id: 'hpcsw-fluent2024', sw_name: 'Fluent', apply_status: 'passed' },
      ],
      () => refusal(409, 2400, 'Please do not duplicate submissions'),
    );
    renderSoftware();
    expect(within(await rowOf('Fluent')).getByText('Passed')).toBeTruthy();
    const row = await rowOf('Gaussian');
    expect(within(row).getByText('Rejected')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Apply for use: Gaussian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Gaussian 16' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'wrf_ehpc (ehpc-k8x2m4q1)' })).toBeTruthy());
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'ehpc-k8x2m4q1');
    await userEvent.type(within(dialog).getByRole('textbox'), 'again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await within(dialog).findByText('Please do not duplicate submissions')).toBeTruthy();
    expect(callsTo(calls, 'software/apply')).toHaveLength(1);
  });
});

describe('approving applications', () => {
  const applications = (status = 'pending') =>
    mockGatewayCalls({
      'software/class': () => ({ total_count: 2, sw_class_set: CLASSES }),
      'software/apply/list': () => ({ total_count: 1, apply_set: [{ ...APPLICATION, status }] }),
      'software/apply/review': (_url, body) => ({
        apply_id: body?.apply_id,
        hpcsw_id: APPLICATION.hpcsw_id,
        cluster_id: APPLICATION.cluster_id,
        status: body?.status,
      }),
    });

  it('lets the zone administrator approve a pending application after a confirmation naming it', async () => {
    const calls = applications();
    renderSoftware(ADMIN, '/pek3/hpc/software?tab=applications');
    expect(await screen.findByRole('tab', { name: 'Applications to approve' })).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'software/apply/list').at(-1)?.url.searchParams.get('status')).toBe('pending'));
    const row = await rowOf('Sub User (usr-sub)');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application for Gaussian 16?' });
    expect(within(dialog).getByText('aerosol chemistry')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(callsTo(calls, 'software/apply/review').map((call) => call.body)).toMatchObject([
        { apply_id: 'swa-gauss001', status: 'passed' },
      ]),
    );
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'The application for Gaussian 16 is approved' }),
      ),
    );
  });

  it('rejects with a reason the dialog asks for, and gives nobody else a decision: the owner and a sub-user see only their applications', async () => {
    const calls = applications();
    const { unmount } = renderSoftware(ADMIN, '/pek3/hpc/software?tab=applications');
    await userEvent.click(within(await rowOf('Sub User (usr-sub)')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject the application for Gaussian 16?' });
    // Without a reason (spaces are none) nothing is sent and the field says so.
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(callsTo(calls, 'software/apply/review')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), 'No licence seat left this quarter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(callsTo(calls, 'software/apply/review').map((call) => call.body)).toMatchObject([
        { apply_id: 'swa-gauss001', status: 'rejected', reject_reason: 'No licence seat left this quarter' },
      ]),
    );
    unmount();

    for (const user of [OWNER, SUB_USER]) {
      const own = renderSoftware(user, '/pek3/hpc/software?tab=applications');
      expect(await screen.findByRole('tab', { name: 'My applications' })).toBeTruthy();
      expect(await screen.findByText('Gaussian 16')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
      expect(screen.queryByText('Applicant')).toBeNull();
      own.unmount();
    }
    expect(callsTo(calls, 'software/apply/list').at(-1)?.url.searchParams.get('status')).toBeNull();
  });
});

describe('a rejected application', () => {
  it('tells the applicant why, on its applications and from the catalogue', async () => {
    mockGatewayCalls({
      'software/class': () => ({ total_count: 2, sw_class_set: CLASSES }),
      'software/list': () => ({ total_count: 1, hpcsw_set: [{ ...GAUSSIAN, apply_status: 'rejected' }] }),
      'software/apply/list': () => ({
        total_count: 1,
        apply_set: [{ ...APPLICATION, status: 'rejected', reject_reason: 'No licence seat left this quarter' }],
      }),
    });
    renderSoftware(SUB_USER);
    const row = await rowOf('Gaussian');
    await userEvent.click(within(row).getByRole('link', { name: 'Why was the application for Gaussian rejected?' }));
    expect(await screen.findByText('Why: No licence seat left this quarter')).toBeTruthy();
  });
});
