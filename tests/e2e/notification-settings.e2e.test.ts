/**
 * Notification settings and the delivery log (ADR 0059), in Chromium on a gateway of this file's own that has no mail
 * server and allows loopback webhooks (a receiver beside it). Chinese: opened from the bell, e-mail refused beside
 * its switch in words, the log empty in words. English: a webhook to a local receiver, its secret shown once, a job
 * that ends delivers a POST whose signature checks with that secret, and the log shows it sent. Light and dark.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser, type ActorPage } from './lib/browser';
import { checkAccessible, runTag } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';
import { tr } from './lib/shell';

const gateway = useOwnGateway({ env: () => ({ HPC_WEBHOOK_ALLOW_LOOPBACK: '1' }) });
const browser = useBrowser({ origin: () => gateway.origin });

const ZONE = 'pek3';
const TAG = runTag();

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let receiver: Server;
let hookUrl = '';

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function openFromBell(page: ActorPage, locale: 'en' | 'zh'): Promise<void> {
  await page.goto(`/${ZONE}/hpc/hpc_clusters`);
  await page.settle();
  const bell = page.page.getByRole('button', { name: tr(locale, 'Notifications'), exact: true });
  await bell.waitFor({ timeout: 30_000 });
  await bell.click();
  await page.page.getByRole('link', { name: tr(locale, 'Notification settings') }).click();
  await page.waitForPath(`/${ZONE}/hpc/notifications`, 20_000);
  await page.page.getByRole('heading', { name: tr(locale, 'Notification settings'), level: 1 }).waitFor();
  await page.page.getByRole('button', { name: tr(locale, 'Save') }).waitFor({ timeout: 20_000 });
}

async function shoot(page: ActorPage, name: string): Promise<void> {
  await page.screenshot(`${name}-light`);
  await page.page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot(`${name}-dark`);
  await page.page.emulateMedia({ colorScheme: 'light' });
}

describe('notification settings, in the browser', () => {
  it('in Chinese: opened from the bell, e-mail refused beside its switch without a mail server, the log empty', async () => {
    const page = await browser.current.as('usr-owner', {
      locale: 'zh',
      colorScheme: 'light',
      allow: [
        { status: 409, path: /\/api\/portal-hpc\/notification\/updateSettings$/, why: 'e-mail refused: this gateway has no mail server' },
      ],
    });
    await openFromBell(page, 'zh');
    const t = (message: string) => tr('zh', message);
    await page.page.getByText(t('E-mail when a job ends'), { exact: true }).click();
    await page.page.getByLabel(t('E-mail address')).fill('owner@example.com');
    await page.page.getByRole('button', { name: t('Save') }).click();
    const field = page.page.locator('[data-field="root_email_enabled"]');
    await expect.poll(() => field.textContent(), { timeout: 20_000 }).toContain('未配置邮件服务器');
    await expect
      .poll(() =>
        page.page
          .getByText(t('No e-mail or webhook has been sent yet. Each one is listed here, with every attempt, once a job ends.'))
          .count(),
      )
      .toBe(1);
    await checkAccessible(page, 'the notification settings (zh)');
    await page.page.setViewportSize({ width: 1280, height: 1100 });
    await shoot(page, 'notification-settings-zh');
  });

  it('in English: a webhook to a local receiver, its secret once, a signed delivery listed as sent', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'light' });
    await openFromBell(page, 'en');
    await page.page.getByText('Webhook when a job ends', { exact: true }).click();
    await page.page.getByLabel('Webhook URL').fill(hookUrl);
    await page.page.getByRole('button', { name: 'Save' }).click();
    const region = page.page.getByRole('region', { name: 'New webhook secret' });
    await region.waitFor({ timeout: 20_000 });
    const secret = await region.getByLabel('Webhook secret').inputValue();
    expect(secret).toMatch(/^[!-~]{16,128}$/);
    expect(await region.textContent()).toContain('it will not be shown again');
    await page.page.setViewportSize({ width: 1280, height: 1300 });
    await shoot(page, 'notification-settings-secret-en');

    // After a reload the saved state is back, and the secret is not.
    await page.page.reload();
    await page.page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 20_000 });
    expect(await page.page.getByLabel('Webhook URL').inputValue()).toBe(hookUrl);
    expect(await page.page.getByTestId('secret-state').textContent()).toContain('A webhook secret is set');
    expect(await page.page.getByRole('region', { name: 'New webhook secret' }).count()).toBe(0);

    const owner = await gateway.client('usr-owner');
    const name = `e2e_hook_${TAG}`;
    await owner.post('/portal-hpc/job/submitJob', {
      zone: ZONE,
      cluster_id: SEED.clusters.ehpcActive,
      hpcqueue_id: SEED.queues.ehpcNormal,
      name,
      cores: 1,
      submit_type: 'command',
      cmd: 'sleep 1',
    });
    const row = page.page.getByRole('table', { name: 'Delivery log' }).getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.textContent(), { timeout: 90_000 }).toContain('Sent');
    expect(await row.textContent()).toContain('Webhook');
    expect(await row.textContent()).toContain(hookUrl);

    const delivery = received.find((r) => r.body.includes(name));
    expect(delivery).toBeDefined();
    const timestamp = String(delivery!.headers['x-hpc-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery!.body}`).digest('hex');
    expect(delivery!.headers['x-hpc-signature']).toBe(`sha256=${expected}`);

    await row.getByRole('button', { name: `Show the attempts for ${name}` }).click();
    const attempts = page.page.getByRole('table', { name: `Attempts for ${name}` });
    expect(await attempts.textContent()).toContain('HTTP 200');
    await row.getByRole('link', { name }).waitFor();
    await checkAccessible(page, 'the notification settings and the delivery log (en)');
    await shoot(page, 'notification-settings-log-en');
  });
});
