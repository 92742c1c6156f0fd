/**
 * Uploads in the file manager: the limits of one upload (10 files, 209,715,200 bytes) said before
 * anything is asked of the gateway; the gateway's "storage is full" said before any byte is sent (only the
 * signature, which checks the whole pick, was asked); a duplicate name asked like a move asks, skip sending nothing;
 * a large file's session created at once with the file's modification time (by which an unfinished one resumes),
 * and the file hashed while it is sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { FileManager } from '../file-manager';
import { callsOf, mockFileGateway, refusal } from '../test-gateway';
import { UploadButton } from './upload-button';

setUpScreenTests({ locale: 'en', spyOnToasts: true });

// WebCrypto over a File is the browser's; here the SHA-256 is a stand-in, and each request for one is recorded.
const SHA = 'f'.repeat(64);
const hashed = vi.hoisted(() => [] as string[]);
vi.mock('./sha256', () => ({ sha256Hex: async (file: File) => (hashed.push(file.name), SHA) }));

const NAS = 'nas-3f9a2b1c';

function renderUpload(answers: Parameters<typeof mockFileGateway>[0] = {}) {
  const calls = mockFileGateway({
    get_objects: () => ({ nas_id: NAS, prefix: 'wrf_case01/', total_count: 0, object_set: [] }),
    upload_sessions: () => ({ total_count: 0, upload_session_set: [] }),
    ...answers,
  });
  renderWithSession(
    <FileManager
      item={{ nas_id: NAS, fs_id: 'fs-pek3main1' }}
      name="wrf_share"
      prefix="wrf_case01/"
      upload={<UploadButton nasId={NAS} prefix="wrf_case01/" />}
    />,
    {
      path: `/pek3/hpc/nas/${NAS}?prefix=wrf_case01%2F`,
      route: '/:zone/hpc/nas/:id',
    },
  );
  return calls;
}

const fileOf = (name: string, size?: number, lastModified?: number) => {
  const file = new File(['x'], name, lastModified === undefined ? {} : { lastModified });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the limits of one upload', () => {
  it('refuses more than 10 files and more than 209,715,200 bytes before asking the gateway', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = renderUpload();
    const input = await screen.findByLabelText('Files to upload');
    await user.upload(
      input,
      Array.from({ length: 11 }, (_, i) => fileOf(`f${i}.txt`)),
    );
    expect((await within(await screen.findByRole('region', { name: 'Uploads' })).findByRole('alert')).textContent).toBe(
      'At most 10 files per upload; 11 were chosen',
    );
    await user.upload(input, [fileOf('big_a.nc', 209715200), fileOf('big_b.nc', 1)]);
    expect(await screen.findByText('The upload exceeds the size limit of 209715200 bytes')).toBeTruthy();
    expect(callsOf(calls, 'upload_signature')).toHaveLength(0);
    expect(callsOf(calls, 'upload_sessions/create')).toHaveLength(0);
  });
});

describe('the gateway checks the whole pick before any byte', () => {
  it('says "storage is full" and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = renderUpload({ upload_signature: () => refusal(409, 2500, 'storage is full') });
    await user.upload(await screen.findByLabelText('Files to upload'), [fileOf('namelist.input'), fileOf('met_em.nc', 20 * 1024 * 1024)]);
    expect(await screen.findByText('storage is full')).toBeTruthy();
    expect(callsOf(calls, 'upload_signature')).toHaveLength(1);
    expect(callsOf(calls, 'upload_signature')[0].body).toMatchObject({
      nas_id: NAS,
      prefix: 'wrf_case01/',
      files: [
        { file_name: 'namelist.input', size: 1 },
        { file_name: 'met_em.nc', size: 20 * 1024 * 1024 },
      ],
    });
    expect(callsOf(calls, 'upload_sessions/create')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Files being uploaded' })).toBeNull();
  });

  it('asks about a duplicate name; skip leaves that file out', async () => {
    const user = userEvent.setup();
    const calls = renderUpload({
      upload_signature: (_url, body) => {
        const names = (body?.files as { file_name: string }[]).map((f) => f.file_name);
        return names.includes('namelist.input')
          ? refusal(409, 2400, 'Duplicate file name')
          : {
              url: 'http://console/_micro_/hpc/api/nas/signed/upload/nas-3f9a2b1c',
              expire_time: '2026-11-20T08:45:00Z',
              fields: { policy: 'pol-1', signature: 's' },
            };
      },
    });
    await user.upload(await screen.findByLabelText('Files to upload'), [fileOf('namelist.input')]);
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate file name' });
    expect(dialog.textContent).toContain('A file named namelist.input is already there.');
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Duplicate file name' })).toBeNull());
    // The pick, then the file alone (to learn which name is taken); nothing after the skip.
    expect(callsOf(calls, 'upload_signature')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Files being uploaded' })).toBeNull();
  });
});

describe('a large file is announced with its modification time and hashed while it is sent (ADR 0035, revisions)', () => {
  const BIG = 20 * 1024 * 1024;
  const MTIME = Date.UTC(2026, 10, 27, 9, 14, 5, 123);
  const unfinished = (file_name: string, size: number) => ({
    upload_id: 'upl-k3m9q2x7a1b4c8d0',
    nas_id: NAS,
    prefix: 'wrf_case01/',
    file_name,
    size,
    overwrite: false,
    chunk_size: 8388608,
    chunk_count: 3,
    received_chunks: [0],
    create_time: '2026-11-20T08:30:00Z',
    expire_time: '2026-11-21T08:31:12Z',
  });
  const picked = async (sessions: ReturnType<typeof unfinished>[]) => {
    const user = userEvent.setup();
    const calls = renderUpload({
      upload_sessions: () => ({ total_count: sessions.length, upload_session_set: sessions }),
      // Refused, so that nothing is sent: what matters is what the session was asked with.
      'upload_sessions/create': () => refusal(409, 2500, 'storage is full'),
    });
    await user.upload(await screen.findByLabelText('Files to upload'), [fileOf('met_em.nc', BIG, MTIME)]);
    expect(await screen.findByText('storage is full')).toBeTruthy();
    const created = callsOf(calls, 'upload_sessions/create');
    expect(created).toHaveLength(1);
    expect(created[0].body).toMatchObject({ nas_id: NAS, prefix: 'wrf_case01/', file_name: 'met_em.nc', size: BIG, overwrite: false });
    return created[0].body;
  };

  it.each([
    ['no unfinished upload', () => []],
    ['an unfinished upload that may be its own', () => [unfinished('met_em.nc', BIG)]],
  ])('creates the session with the modification time and no SHA-256 when the folder has %s', async (_, sessions) => {
    hashed.length = 0;
    const body = await picked(sessions());
    expect(body).not.toHaveProperty('sha256');
    expect(body?.last_modified).toBe(new Date(MTIME).toISOString());
    // Nothing was hashed before the session: the gateway finds an unfinished one by the modification time.
    expect(hashed).toEqual([]);
  });
});
