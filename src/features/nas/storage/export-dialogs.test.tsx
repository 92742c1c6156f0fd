import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo, mockGatewayCalls, operationAnswer, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { DeleteExportDialog } from './delete-export-dialog';
import { ExportQuotaDialog } from './export-quota-dialog';
import { ModifyExportDialog } from './modify-export-dialog';
import { RenameExportDialog } from './rename-export-dialog';
import { RestartExportDialog } from './restart-export-dialog';
import { BOUND_EXPORT, FREE_EXPORT } from './storage-fixtures';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });
afterEach(async () => {
  await activateLocale('en');
});

const price: GatewayAnswer = (_url, body) => ({ cost: Math.round(Number(body?.quota) * 7) / 10000, currency: 'cny' });
const job: GatewayAnswer = () => ({ job_id: 'j-7u9i1o3p', nas_id: FREE_EXPORT.nas_id });

function gateway(answers: Record<string, GatewayAnswer> = {}) {
  return mockGatewayCalls({ 'bill/cost': price, operation: operationAnswer('successful'), ...answers });
}

const renderIt = (ui: React.ReactNode) => renderWithSession(ui, { path: '/pek3/nas', route: '/:zone/nas' });

describe('change a mount point’s quota', () => {
  it('refuses a quota below the contract’s minimum on the field, in English and Chinese, and sends nothing', async () => {
    const calls = gateway({ 'file-systems/capacityExport': job });
    const view = renderIt(<ExportQuotaDialog item={FREE_EXPORT} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change the quota of student_lab_home' });
    expect(within(dialog).getByText('Used: 2 GB. The quota cannot be below the used volume.')).toBeTruthy();
    const quota = within(dialog).getByRole('spinbutton', { name: /Quota/ });
    await userEvent.clear(quota);
    await userEvent.type(quota, '9');
    expect(within(dialog).getByText('Enter a quota of at least 10 GiB to see its price.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at least 10')).toBeTruthy();
    expect(quota.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(quota);
    await userEvent.type(quota, '12.5');
    expect(await within(dialog).findByText('Must be a whole number')).toBeTruthy();
    expect(callsTo(calls, 'file-systems/capacityExport')).toEqual([]);
    // Only whole quotas at the minimum or above are priced (12 was, on the way to 12.5).
    expect(callsTo(calls, 'bill/cost').map((call) => call.body?.quota)).toEqual([100, 12]);
    view.unmount();

    await activateLocale('zh');
    renderIt(<ExportQuotaDialog item={FREE_EXPORT} open onClose={() => undefined} />);
    const zh = await screen.findByRole('dialog', { name: '修改 student_lab_home 的配额' });
    const zhQuota = within(zh).getByRole('spinbutton', { name: /配额/ });
    await userEvent.clear(zhQuota);
    await userEvent.type(zhQuota, '9');
    await userEvent.click(within(zh).getByRole('button', { name: '保存' }));
    expect(await within(zh).findByText('不能小于 10')).toBeTruthy();
    expect(callsTo(calls, 'file-systems/capacityExport')).toEqual([]);
  });

  it('prices the new quota, says the gateway’s "below the used volume" on the field, then follows the change', async () => {
    let belowUsed = true;
    const calls = gateway({
      'file-systems/capacityExport': () =>
        belowUsed ? refusal(409, 2500, 'The quota cannot be below the used volume') : job(new URL('http://x'), undefined),
    });
    renderIt(<ExportQuotaDialog item={FREE_EXPORT} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change the quota of student_lab_home' });
    const quota = within(dialog).getByRole('spinbutton', { name: /Quota/ });
    await userEvent.clear(quota);
    await userEvent.type(quota, '200');
    expect((await within(dialog).findByTestId('nas-cost-amount')).textContent).toBe('0.1400 CNY');
    expect(callsTo(calls, 'bill/cost').at(-1)?.body).toMatchObject({ quota: 200, fs_id: FREE_EXPORT.fs_id });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(quota.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('The quota cannot be below the used volume').length).toBeGreaterThan(0);
    belowUsed = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'The quota of mount point student_lab_home is changed' }),
      ),
    );
    expect(callsTo(calls, 'file-systems/capacityExport').at(-1)?.body).toMatchObject({
      fs_id: FREE_EXPORT.fs_id,
      nas_id: FREE_EXPORT.nas_id,
      quota: 200,
    });
  });

  it('says a price the billing service cannot give in the box and as the error toast', async () => {
    gateway({ 'bill/cost': () => refusal(503, 5030, 'Get Billing Information failed') });
    renderIt(<ExportQuotaDialog item={FREE_EXPORT} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change the quota of student_lab_home' });
    expect(await within(within(dialog).getByTestId('nas-cost')).findByText('Get Billing Information failed')).toBeTruthy();
    expect(within(dialog).queryByTestId('nas-cost-amount')).toBeNull();
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'error', title: 'Get Billing Information failed' })),
    );
  });
});

describe('rename and modify a mount point', () => {
  it('holds the name to 5-63 characters and a taken name on the field', async () => {
    const calls = gateway({ 'file-systems/renameExport': () => refusal(409, 2400, 'The name is already used: cfd_solver_data') });
    renderIt(<RenameExportDialog item={FREE_EXPORT} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rename mount point student_lab_home' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'abcd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At least 5 characters')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(64));
    expect(await within(dialog).findByText('At most 63 characters')).toBeTruthy();
    expect(callsTo(calls, 'file-systems/renameExport')).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, 'cfd_solver_data');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The name is already used: cfd_solver_data')).toBeTruthy();
    expect(callsTo(calls, 'file-systems/renameExport')[0].body).toMatchObject({
      fs_id: FREE_EXPORT.fs_id,
      nas_id: FREE_EXPORT.nas_id,
      name: 'cfd_solver_data',
    });
  });

  it('holds the description to 128 characters, sends only what changed, and keeps a bound mount point’s shared path', async () => {
    const calls = gateway({
      [`file-systems/${FREE_EXPORT.fs_id}/${FREE_EXPORT.nas_id}`]: job,
      [`file-systems/${BOUND_EXPORT.fs_id}/${BOUND_EXPORT.nas_id}`]: job,
    });
    const view = renderIt(<ModifyExportDialog item={FREE_EXPORT} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Modify mount point student_lab_home' });
    const description = within(dialog).getByRole('textbox', { name: /Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'y'.repeat(129));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 128 characters')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.clear(description);
    await userEvent.type(description, 'y'.repeat(128));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mount point student_lab_home is modified' })),
    );
    const sent = calls.filter((call) => call.method === 'PUT');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ description: 'y'.repeat(128) });
    expect(sent[0].body).not.toHaveProperty('shared_path');
    view.unmount();

    renderIt(<ModifyExportDialog item={BOUND_EXPORT} open onClose={() => undefined} />);
    const bound = await screen.findByRole('dialog', { name: 'Modify mount point 气象模拟_共享盘' });
    expect((within(bound).getByRole('textbox', { name: /Shared path/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(bound).getByText('The cluster has been bound please delete the cluster first')).toBeTruthy();
  });

  it('restarts after the confirmation, once for clicks while it is being sent, and follows the restart', async () => {
    let button: HTMLElement | null = null;
    let clicked = false;
    const calls = mockGatewayCalls({ operation: operationAnswer('successful'), 'file-systems/restartExport': job }, (call) => {
      if (!call.path.endsWith('restartExport') || clicked || !button) return;
      clicked = true;
      fireEvent.click(button);
      fireEvent.click(button);
    });
    renderIt(<RestartExportDialog item={FREE_EXPORT} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Restart mount point student_lab_home' });
    button = within(dialog).getByRole('button', { name: 'Restart' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'Mount point student_lab_home is restarted' }),
      ),
    );
    expect(clicked).toBe(true);
    expect(callsTo(calls, 'file-systems/restartExport')).toHaveLength(1);
    expect(callsTo(calls, 'file-systems/restartExport')[0].body).toMatchObject({ fs_id: FREE_EXPORT.fs_id, nas_id: FREE_EXPORT.nas_id });
  });
});

describe('delete a mount point', () => {
  it('says a bound mount point cannot be deleted, in both languages, and offers nothing to send', async () => {
    const calls = gateway();
    const view = renderIt(<DeleteExportDialog item={BOUND_EXPORT} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete mount point 气象模拟_共享盘' });
    expect(within(dialog).getByText('The cluster has been bound please delete the cluster first')).toBeTruthy();
    expect(within(dialog).getByText('Mounted by: 气象模拟_A')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    view.unmount();
    await activateLocale('zh');
    renderIt(<DeleteExportDialog item={BOUND_EXPORT} open onClose={() => undefined} />);
    const zh = await screen.findByRole('dialog', { name: '删除挂载点 气象模拟_共享盘' });
    expect(within(zh).getByText('该挂载点已绑定集群，请先删除集群')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('deletes a mount point holding files only with force, which the user chooses; the gateway’s refusal is said in the dialog', async () => {
    const path = `file-systems/${FREE_EXPORT.fs_id}/${FREE_EXPORT.nas_id}`;
    const calls = gateway({
      [path]: (url) =>
        url.searchParams.get('force') === 'true'
          ? job(url, undefined)
          : refusal(409, 2100, 'The mount point still holds files, delete them first or force the deletion'),
    });
    renderIt(<DeleteExportDialog item={FREE_EXPORT} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete mount point student_lab_home' });
    const button = within(dialog).getByRole('button', { name: 'Delete' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'student_lab_home');
    await userEvent.click(button);
    expect(await within(dialog).findByText('The mount point still holds files, delete them first or force the deletion')).toBeTruthy();
    expect(callsTo(calls, path)[0].url.searchParams.has('force')).toBe(false);
    await userEvent.click(within(dialog).getByText('It still holds 2 GB of files: delete its files too'));
    await userEvent.click(button);
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mount point student_lab_home is deleted' })),
    );
    expect(callsTo(calls, path).map((call) => [call.method, call.url.searchParams.get('force')])).toEqual([
      ['DELETE', null],
      ['DELETE', 'true'],
    ]);
  });
});
