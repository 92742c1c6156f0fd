import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@/api/generated/model/notificationSettings';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo, mockGatewayCalls, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { NotificationsScreen } from './notifications-screen';

setUpScreenTests({ locale: 'en', spyOnToasts: true });

const OFF: NotificationSettings = { email_enabled: false, webhook_enabled: false, webhook_secret_set: false, email_available: true };
const SECRET = '3q9ZKx0vLr7TfW2mNc8YbHdE5sJpA1uG';

function renderScreen(settings: NotificationSettings, update?: GatewayAnswer) {
  let saved = settings;
  const calls = mockGatewayCalls({
    'notification/settings': () => ({ settings: saved }),
    'notification/updateSettings': (url, body) => {
      const answer = update?.(url, body);
      if (answer) return answer;
      const b = body ?? {};
      saved = {
        email_enabled: b.email_enabled === true,
        email: b.email as string | undefined,
        webhook_enabled: b.webhook_enabled === true,
        webhook_url: b.webhook_url as string | undefined,
        webhook_secret_set: saved.webhook_secret_set || b.new_secret === true,
        email_available: true,
      };
      return { settings: saved, ...(b.new_secret ? { webhook_secret: SECRET } : {}) };
    },
    'notification/deliveries': () => ({ delivery_set: [], total_count: 0 }),
    'notification/list': () => ({ notification_set: [], total_count: 0, unread_count: 0 }),
  });
  renderWithSession(<NotificationsScreen />, { path: '/pek3/hpc/notifications', route: '/:zone/hpc/*' });
  return calls;
}

const fieldOf = (label: RegExp) => screen.getByLabelText(label).closest('[data-field]') as HTMLElement;

describe('the notification settings form', () => {
  it('shows the saved settings, and Save sends the body and says so', async () => {
    const calls = renderScreen({ ...OFF, email: 'old@example.com' });
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^E-mail address/);
    expect((email as HTMLInputElement).value).toBe('old@example.com');
    expect(screen.queryByText(/description|email_enabled/)).toBeNull();
    await user.click(screen.getByLabelText(/^E-mail when a job ends/));
    await user.clear(email);
    await user.type(email, 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'notification/updateSettings')).toHaveLength(1));
    expect(callsTo(calls, 'notification/updateSettings')[0].body).toMatchObject({
      email_enabled: true,
      email: 'owner@example.com',
      webhook_enabled: false,
      new_secret: false,
    });
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Notification settings saved' })),
    );
  });

  it('shows a refusal of the gateway beside the field it names', async () => {
    const message = 'A webhook may not point at this machine (127.0.0.1)';
    const refused = refusal(409, 1100, message);
    Object.assign(refused.body, { validation: [{ location: ['body', 'webhook_url'], message, code: 'loopback' }] });
    renderScreen(OFF, () => refused);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Webhook when a job ends/));
    await user.type(screen.getByLabelText(/^Webhook URL/), 'http://127.0.0.1:9000/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(fieldOf(/^Webhook URL/)).findByText(message)).toBeTruthy();
    expect(toastsShown()).not.toContainEqual(expect.objectContaining({ type: 'error' }));
  });

  it('shows a new secret once, with how to check the signature, and never again', async () => {
    const calls = renderScreen(OFF);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Webhook when a job ends/));
    await user.type(screen.getByLabelText(/^Webhook URL/), 'https://hooks.example.com/hpc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'New webhook secret' });
    expect(callsTo(calls, 'notification/updateSettings')[0].body).toMatchObject({ webhook_enabled: true, new_secret: true });
    expect((within(region).getByLabelText('Webhook secret') as HTMLInputElement).value).toBe(SECRET);
    expect(region.textContent).toContain('it will not be shown again');
    expect(region.textContent).toContain('X-HPC-Signature');
    expect(region.textContent).toContain('HMAC-SHA256 of <timestamp>.<body>');
    expect(screen.getByTestId('secret-state').textContent).toMatch(/A webhook secret is set/);
    await user.click(within(region).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('region', { name: 'New webhook secret' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'notification/updateSettings')).toHaveLength(2));
    expect(callsTo(calls, 'notification/updateSettings')[1].body?.new_secret).toBe(false);
    await waitFor(() => expect(toastsShown().filter((toast) => toast.type === 'success')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'New webhook secret' })).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('speaks Chinese', async () => {
    await act(() => activateLocale('zh'));
    try {
      renderScreen({ ...OFF, email_available: false });
      expect(await screen.findByRole('heading', { name: '通知设置' })).toBeTruthy();
      expect(await screen.findByLabelText(/^作业结束时发送邮件/)).toBeTruthy();
      expect(screen.getByLabelText(/^Webhook URL/)).toBeTruthy();
      expect(screen.getByText(/本控制台未配置邮件服务器/)).toBeTruthy();
      expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
