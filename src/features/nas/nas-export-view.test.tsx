/**
 * ADR 0013: a mount point the user does not see (a sub-user's export of clusters not shared
 * with it, another account's) says so, and its files are not asked for; one the user sees lists its files.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { NasScreen } from './nas-screen';

setUpScreenTests({ locale: 'en' });

const SEEN = {
  nas_id: 'nas-3f9a2b1c',
  fs_id: 'fs-pek3main1',
  name: 'wrf_share',
  export_path: '/fs-pek3main1/nas-3f9a2b1c',
  quota: 1024,
  used: 0,
  status: 'Active',
  cluster_ids: ['ehpc-k8x2m4q1'],
  cluster_names: ['weather_A'],
  create_time: '2026-09-10T06:20:00Z',
};

function renderAt(nasId: string) {
  const calls = mockGatewayCalls({
    'file-systems': () => ({
      total_count: 1,
      fs_list: [
        {
          fs_id: 'fs-pek3main1',
          name: 'main',
          status: 'Active',
          capacity: 2048,
          allocated: 1024,
          used: 0,
          export_count: 1,
          zone: 'pek3',
          owner: 'usr-owner',
          create_time: '2026-09-01T00:00:00Z',
        },
      ],
    }),
    'file-systems/fs-pek3main1': () => ({ fs_id: 'fs-pek3main1', total_count: 1, export_set: [SEEN] }),
    get_objects: () => ({
      nas_id: nasId,
      prefix: '',
      total_count: 1,
      object_set: [{ object_name: 'README.txt', is_dir: false, prefix: '', size: 12, last_modified: '2026-11-20T08:30:00Z' }],
    }),
  });
  renderWithSession(<NasScreen />, { user: SUB_USER, path: `/pek3/hpc/nas/${nasId}`, route: '/:zone/hpc/nas/:id' });
  return calls;
}

describe('a mount point per actor', () => {
  it('tells a sub-user that a mount point it does not see is not its own, and asks none of its files', async () => {
    const calls = renderAt('nas-77aa10e2');
    expect(await screen.findByText('This mount point does not exist or is not yours.')).toBeTruthy();
    expect(callsTo(calls, 'get_objects')).toHaveLength(0);
  });

  it('lists the files of a mount point it sees', async () => {
    const calls = renderAt(SEEN.nas_id);
    expect(await screen.findByText('README.txt')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'get_objects').length).toBeGreaterThan(0));
  });
});
