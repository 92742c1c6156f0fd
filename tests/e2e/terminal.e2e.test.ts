/**
 * The web terminal end to end (issue 16, ADR 0034) in Chromium, over real SSH: the test harness's own sshd
 * (server/testing/sshd.ts; skipped where sshd or root is missing) and a gateway of this file's own whose nodes are
 * reached at that sshd (HPC_SSH_ENDPOINT) with a short idle timeout. usr-owner opens the terminal of the active EHPC
 * cluster's login node from its node list (a new tab), signs in with the password, runs echo and pwd, narrows the
 * window and sees `tput cols` follow, sets a variable, reloads the tab and finds the same shell with the variable
 * still set, leaves the shell and signs in again with the ecdsa-sha2-nistp521 key file; in Chinese (light) another
 * tab signs in; the idle timeout then closes the first tab's shell with the gateway's message. Screenshots: the login
 * modal and the connected terminal, en dark and zh light.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { sshdAvailable, startSshd, type Sshd } from '../../server/testing/sshd';
import { ActorPage, useBrowser } from './lib/browser';
import { zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const IDLE_SECONDS = 20;

describe.skipIf(!sshdAvailable())('the web terminal over real SSH', () => {
  let sshd: Sshd | undefined;
  beforeAll(async () => {
    sshd = await startSshd();
  });
  afterAll(async () => {
    await sshd?.stop();
  });
  const gateway = useOwnGateway({ env: () => ({ HPC_SSH_ENDPOINT: sshd?.endpoint, HPC_TERMINAL_IDLE_SECONDS: String(IDLE_SECONDS) }) });
  const browser = useBrowser({ origin: () => gateway.origin });
  const server = () => {
    if (!sshd) throw new Error('sshd has not started');
    return sshd;
  };

  /** The terminal's visible rows as text, one line per row. */
  const screenText = (tab: ActorPage) => tab.page.evaluate(() => [...document.querySelectorAll('.xterm-rows > div')].map((row) => row.textContent ?? '').join('\n'));
  /** Types a command line into the terminal and waits until `expected` shows among the rows. */
  async function run(tab: ActorPage, command: string, expected: RegExp): Promise<RegExpMatchArray> {
    await tab.page.locator('.xterm-helper-textarea').focus();
    await tab.page.keyboard.type(`${command}\n`);
    let match: RegExpMatchArray | null = null;
    await expect.poll(async () => (match = (await screenText(tab)).match(expected)), { timeout: 15_000 }).not.toBeNull();
    return match as unknown as RegExpMatchArray;
  }
  const phase = (tab: ActorPage) => tab.page.getByTestId('terminal-status').getAttribute('data-phase');

  async function signIn(tab: ActorPage, title: RegExp, labels: { user: string; password: string; signIn: string }): Promise<void> {
    const dialog = tab.page.getByRole('dialog', { name: title });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByLabel(labels.user).fill(server().user);
    await dialog.locator('input[type="password"]').fill(server().password);
    await dialog.getByRole('button', { name: labels.signIn }).click();
    await expect.poll(() => phase(tab), { timeout: 30_000 }).toBe('connected');
  }

  it('usr-owner opens a login node’s terminal, runs commands, resizes, reattaches after a reload, signs in with the key; idle closes it', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await page.goto(`/pek3/hpc/hpc_clusters/${SEED.clusters.ehpcActive}/node_list`);
    await page.settle();
    const link = page.page.getByRole('link', { name: 'Open terminal (Web SSH)' }).first();
    const [opened] = await Promise.all([page.context.waitForEvent('page'), link.click()]);
    const tab = new ActorPage('usr-owner', page.context, opened, page.origin);
    await opened.waitForLoadState('domcontentloaded');
    expect(tab.path()).toMatch(new RegExp(`/hpc_web_ssh/${SEED.clusters.ehpcActive}\\?instanceId=i-`));
    const nodeTitle = /^Web terminal login: /;

    // The login modal, then the password.
    await tab.page.getByRole('dialog', { name: nodeTitle }).waitFor({ timeout: 30_000 });
    await tab.settle({ heading: false, quietMs: 1500 });
    await tab.screenshot('terminal-login-en-dark');
    await signIn(tab, nodeTitle, { user: 'User name', password: 'Password', signIn: 'Sign in' });
    await run(tab, 'echo hello-$((6*7))', /hello-42/);
    await run(tab, 'pwd', new RegExp(`^/\\S*/${server().user}\\s*$`, 'm'));
    await tab.screenshot('terminal-connected-en-dark');

    // The window narrows: the shell's width follows.
    const wide = Number((await run(tab, 'echo W=$(tput cols)', /W=(\d+)/))[1]);
    await opened.setViewportSize({ width: 800, height: 700 });
    let attempt = 0;
    await expect
      .poll(async () => {
        attempt += 1;
        return Number((await run(tab, `echo N${attempt}=$(tput cols)`, new RegExp(`N${attempt}=(\\d+)`)))[1]);
      }, { timeout: 30_000 })
      .toBeLessThan(wide);

    // A variable, a reload: the same shell, without the login.
    await run(tab, 'export KEPT=still-$((1+1))', /export KEPT/);
    await opened.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => phase(tab), { timeout: 30_000 }).toBe('connected');
    expect(await tab.page.getByRole('dialog').count()).toBe(0);
    await run(tab, 'echo V=$KEPT', /V=still-2/);

    // Leaving the shell; signing in again with the ecdsa-sha2-nistp521 key file.
    await run(tab, 'exit', /exit/);
    await tab.page.getByRole('button', { name: 'Sign in again' }).click();
    const dialog = tab.page.getByRole('dialog', { name: nodeTitle });
    await dialog.waitFor();
    await dialog.getByLabel('User name').fill(server().user);
    await dialog.getByText('Private key file', { exact: true }).click();
    await dialog.locator('input[type="file"]').setInputFiles(server().ecdsaKeyFile);
    await expect.poll(() => dialog.getByTestId('key-file-name').textContent()).not.toContain('No file chosen');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => phase(tab), { timeout: 30_000 }).toBe('connected');
    await run(tab, 'echo K=$((2+3))', /K=5/);

    // Chinese, light: another tab of its own signs in with the password.
    const chinese = await browser.current.as('usr-owner', { colorScheme: 'light' });
    await chinese.goto(tab.path());
    const zhDialog = chinese.page.getByRole('dialog');
    await zhDialog.waitFor({ timeout: 30_000 });
    await chinese.settle({ heading: false, quietMs: 1500 });
    await chinese.screenshot('terminal-login-zh-light');
    await signIn(chinese, /^Web 终端登录：/, { user: zh('User name'), password: zh('Password'), signIn: zh('Sign in') });
    await run(chinese, 'echo zh-$((3*3))', /zh-9/);
    await chinese.screenshot('terminal-connected-zh-light');

    // No input in the first tab for the idle time: the gateway closes it with its message.
    const closed = tab.page.getByTestId('terminal-closed');
    await closed.waitFor({ timeout: (IDLE_SECONDS + 30) * 1000 });
    expect(await closed.textContent()).toContain('The terminal was closed: no input for too long');
    expect(await phase(tab)).toBe('closed');
    await tab.page.getByRole('button', { name: 'Sign in again' }).waitFor();
    expect(tab.problems).toEqual([]);
  }, 300_000);
});
