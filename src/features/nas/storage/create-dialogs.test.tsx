import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo, mockGatewayCalls, operationAnswer, refusal, type GatewayAnswer, type GatewayCall } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { CreateExportDialog } from './create-export-dialog';
import { CreateFileSystemDialog } from './create-file-system-dialog';
import { FS } from './storage-fixtures';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });
afterEach(async () => {
  await activateLocale('en');
});

const price: GatewayAnswer = (_url, body) => ({ cost: Math.round(Number(body?.quota) * 7) / 10000, currency: 'cny' });

function gateway(answers: Record<string, GatewayAnswer> = {}, onCall?: (call: GatewayCall) => void) {
  return mockGatewayCalls({ 'bill/cost': price, operation: operationAnswer('successful'), ...answers }, onCall);
}

const renderIt = (ui: React.ReactNode) => renderWithSession(ui, { path: '/pek3/nas', route: '/:zone/nas' });

async function setNumber(name: RegExp, value: string) {
  const field = screen.getByRole('spinbutton', { name });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

async function fieldError(input: HTMLElement, text: string) {
  await waitFor(() => expect(document.getElementById(`${input.id}__error`)?.textContent).toBe(text));
}

describe('create a file system', () => {
  it('prices the capacity only once it can be priced, and sends nothing while a field is wrong', async () => {
    const calls = gateway({ 'file-systems': () => ({ job_id: 'j-5n8c2w7r', fs_id: 'fs-p9x7c3v2' }) });
    renderIt(<CreateFileSystemDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create file system' });
    // The contract's default capacity (100 GiB) is priced as soon as the dialog opens.
    expect((await within(dialog).findByTestId('nas-cost-amount')).textContent).toBe('0.0700 CNY');
    expect(callsTo(calls, 'bill/cost')[0].body).toMatchObject({ quota: 100 });
    await setNumber(/Capacity/, '');
    expect(await within(dialog).findByText('Enter a quota of at least 10 GiB to see its price.')).toBeTruthy();
    await setNumber(/Capacity/, '9');
    expect(within(dialog).queryByTestId('nas-cost-amount')).toBeNull();
    expect(callsTo(calls, 'bill/cost').map((call) => call.body?.quota)).toEqual([100]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'abcd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await fieldError(screen.getByRole('spinbutton', { name: /Capacity/ }), 'Must be at least 10');
    await fieldError(within(dialog).getByRole('textbox', { name: /^Name/ }), 'At least 5 characters');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'x'.repeat(129));
    await fieldError(within(dialog).getByRole('textbox', { name: /Description/ }), 'At most 128 characters');
    expect(callsTo(calls, 'file-systems').filter((call) => call.method === 'POST')).toEqual([]);

    await setNumber(/Capacity/, '500');
    expect((await within(dialog).findByTestId('nas-cost-amount')).textContent).toBe('0.3500 CNY');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Description/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'e_fs');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'File system abcde_fs is created' })),
    );
    const sent = callsTo(calls, 'file-systems').filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ name: 'abcde_fs', capacity: 500 });
    expect(sent[0].body).not.toHaveProperty('description');
  });

  it('says the bounds and a taken name in Chinese, on their fields', async () => {
    await activateLocale('zh');
    const calls = gateway({ 'file-systems': () => refusal(409, 2400, '名称已被使用: cfd_results_fs') });
    renderIt(<CreateFileSystemDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: '创建文件系统' });
    await setNumber(/容量/, '9');
    const name = within(dialog).getByRole('textbox', { name: /^名称/ });
    await userEvent.type(name, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await fieldError(screen.getByRole('spinbutton', { name: /容量/ }), '不能小于 10');
    expect(document.getElementById(`${name.id}__error`)?.textContent).toMatch(/5/);
    expect(within(dialog).getByText('输入不小于 10 GiB 的配额后显示价格。')).toBeTruthy();
    expect(callsTo(calls, 'file-systems')).toEqual([]);
    await setNumber(/容量/, '500');
    await userEvent.clear(name);
    await userEvent.type(name, 'cfd_results_fs');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await fieldError(name, '名称已被使用: cfd_results_fs');
  });
});

describe('create a mount point', () => {
  it('prices the quota in its file system, says "storage is full" on the quota, and sends one creation per intent', async () => {
    let full = true;
    let button: HTMLElement | null = null;
    let clicked = false;
    const calls = gateway(
      {
        [`file-systems/${FS.fs_id}`]: () =>
          full ? refusal(409, 2500, 'storage is full') : { job_id: 'j-3h7v1b9d', nas_id: 'nas-new00001' },
      },
      (call) => {
        if (call.method !== 'POST' || !call.path.endsWith(FS.fs_id) || full || clicked || !button) return;
        clicked = true;
        fireEvent.click(button);
        fireEvent.click(button);
      },
    );
    renderIt(<CreateExportDialog fileSystem={FS} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: `Create mount point in ${FS.name}` });
    expect(within(dialog).getByText('The file system has 412 GB not yet given to mount points.')).toBeTruthy();
    expect((await within(dialog).findByTestId('nas-cost-amount')).textContent).toBe('0.0070 CNY');
    expect(callsTo(calls, 'bill/cost')[0].body).toMatchObject({ quota: 10, fs_id: FS.fs_id });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'cfd_scratch');
    await setNumber(/Quota/, '600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await fieldError(screen.getByRole('spinbutton', { name: /Quota/ }), 'storage is full');
    full = false;
    await setNumber(/Quota/, '400');
    button = within(dialog).getByRole('button', { name: 'Create' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mount point cfd_scratch is created' })),
    );
    const sent = callsTo(calls, `file-systems/${FS.fs_id}`).filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toMatchObject({ name: 'cfd_scratch', quota: 400, shared_path: '/' });
  });
});
