/**
 * The web terminal end to end (ADR 0034) in Chromium, over real SSH: the test harness's own sshd
 * (server/testing/sshd.ts; skipped where sshd or root is missing) and a gateway of this file's own whose nodes are
 * reached at that sshd (HPC_SSH_ENDPOINT) with a short idle timeout. usr-owner opens the terminal of the active EHPC
 * cluster's login node from its node list (a new tab), signs in with the password, runs echo and pwd, narrows the
 * window and sees `tput cols` follow, sets a variable, reloads the tab and finds the same shell with the variable
 * still set, leaves the shell and signs in again with the ecdsa-sha2-nistp521 key file; in Chinese (light) another
 * tab signs in; the idle timeout then closes the first tab's shell with the gateway's message. Screenshots: the login
 * modal and the connected terminal, en dark and zh light.
 *
 * Then (ADR 0043), each in a browser session of its own, en dark and zh light: a Chinese word typed through an input
 * method (Chromium's IME composition over CDP) reaches the shell as UTF-8; wrong passwords lock the login and the
 * modal says when to retry; signing out in the console's tab closes the terminal in the other tab, which says why, and
 * its shell ends. usr-sub, a read-only member of the cluster, is offered no terminal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/identity';
import { SEED } from '../../server/seed/fixtures';
import { processesOf } from '../../server/testing/processes';
import { sshdAvailable, startSshd, type Sshd } from '../../server/testing/sshd';
import { ActorPage, useBrowser, type ExpectedNetworkError } from './lib/browser';
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
  const screenText = (tab: ActorPage) =>
    tab.page.evaluate(() => [...document.querySelectorAll('.xterm-rows > div')].map((row) => row.textContent ?? '').join('\n'));
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
      .poll(
        async () => {
          attempt += 1;
          return Number((await run(tab, `echo N${attempt}=$(tput cols)`, new RegExp(`N${attempt}=(\\d+)`)))[1]);
        },
        { timeout: 30_000 },
      )
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

  describe('ends with the console session, throttles its login, takes an input method (ADR 0043)', () => {
    const owner = DEMO_ACCOUNTS.find((account) => account.user_id === 'usr-owner')!;
    const API = /^\/_micro_\/hpc\/api\//;
    const allow: ExpectedNetworkError[] = [{ status: 401, path: API, why: 'the requests of the session signed out on purpose' }];

    for (const [locale, colorScheme] of [
      ['en', 'dark'],
      ['zh', 'light'],
    ] as const) {
      const say = (text: string, values: Record<string, string | number> = {}) =>
        locale === 'zh' ? zh(text, values) : text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
      it(`locks the login after wrong passwords, types Chinese through an input method, and closes when the console signs out (${locale}, ${colorScheme})`, async () => {
        // A session of this test's own: the file's shared sign-in must outlive the sign-out.
        const consoleTab = await browser.current.anonymous({ locale, colorScheme, allow });
        await consoleTab.goto('login');
        await consoleTab.page.locator('input[name="user_name"]').fill(owner.user_id);
        await consoleTab.page.locator('input[name="password"]').fill(owner.password);
        await consoleTab.page.locator('button[type="submit"]').click();
        await consoleTab.page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
        await consoleTab.goto(`/pek3/hpc/hpc_clusters/${SEED.clusters.ehpcActive}/node_list`);
        await consoleTab.settle();
        const link = consoleTab.page.getByRole('link', { name: say('Open terminal (Web SSH)') }).first();
        const [opened] = await Promise.all([consoleTab.context.waitForEvent('page'), link.click()]);
        const tab = new ActorPage('usr-owner', consoleTab.context, opened, consoleTab.origin, allow);
        // The gateway's answers to the logins, as frames (the modal shows the same message for each wrong one).
        const errors: { code: string; message: string }[] = [];
        opened.on('websocket', (socket) =>
          socket.on('framereceived', (frame) => {
            if (typeof frame.payload === 'string' && frame.payload.includes('"type":"error"'))
              errors.push(JSON.parse(frame.payload) as { code: string; message: string });
          }),
        );
        const dialog = tab.page.getByRole('dialog');
        await dialog.waitFor({ timeout: 30_000 });

        // Wrong passwords for an SSH user of its own: slower from the third, locked at the fifth, the modal says when.
        const guessed = `guess_${locale}`;
        await dialog.getByLabel(say('User name')).fill(guessed);
        for (let n = 1; n <= 5; n += 1) {
          await dialog.locator('input[type="password"]').fill(`wrong-${n}`);
          await dialog.getByRole('button', { name: say('Sign in') }).click();
          await expect.poll(() => errors.length, { timeout: 30_000 }).toBe(n);
        }
        expect(errors.map((error) => error.code)).toEqual(['auth_failed', 'auth_failed', 'auth_failed', 'auth_failed', 'login_locked']);
        const locked =
          locale === 'zh' ? '该节点登录失败次数过多，请 1 分钟后再试' : 'Too many failed logins to this node: please try again in 1 min';
        await expect.poll(() => dialog.getByTestId('terminal-login-error').textContent()).toBe(locked);
        await tab.settle({ heading: false, quietMs: 1000 });
        await tab.screenshot(`terminal-login-locked-${locale}-${colorScheme}`);

        // The right account is not concerned: it signs in on the same socket.
        await signIn(tab, /./, { user: say('User name'), password: say('Password'), signIn: say('Sign in') });

        // A Chinese word through an input method: composed, then committed, as a user of Pinyin types it.
        const cdp = await tab.context.newCDPSession(opened);
        await tab.page.locator('.xterm-helper-textarea').focus();
        await tab.page.keyboard.type('echo X');
        await cdp.send('Input.imeSetComposition', { text: 'zhong', selectionStart: 5, selectionEnd: 5 });
        await cdp.send('Input.imeSetComposition', { text: '中', selectionStart: 1, selectionEnd: 1 });
        await cdp.send('Input.insertText', { text: '中' });
        await cdp.send('Input.imeSetComposition', { text: 'wen', selectionStart: 3, selectionEnd: 3 });
        await cdp.send('Input.imeSetComposition', { text: '文', selectionStart: 1, selectionEnd: 1 });
        await cdp.send('Input.insertText', { text: '文' });
        await tab.page.keyboard.type('Y | od -An -tx1\n');
        // The shell received exactly the UTF-8 of X中文Y (58 e4 b8 ad e6 96 87 59, then the newline).
        await expect
          .poll(async () => (await screenText(tab)).replace(/\s+/g, ' '), { timeout: 15_000 })
          .toContain('58 e4 b8 ad e6 96 87 59 0a');
        await run(tab, 'echo "IME-$((1+1))"; printf "%s\\n" 中文', /^中文\s*$/m);
        await tab.screenshot(`terminal-ime-${locale}-${colorScheme}`);
        const pid = Number((await run(tab, 'echo "PID-$$-END"', /PID-(\d+)-END/))[1]);
        expect(processesOf(server().user)).toContain(pid);

        // Signing out in the console's tab: the terminal's tab says it was closed because the session ended.
        await consoleTab.page.bringToFront();
        await consoleTab.page.getByRole('button', { name: say('Account') }).click();
        await consoleTab.page.getByRole('menuitem', { name: say('Sign out') }).click();
        await consoleTab.page.waitForURL((url) => url.pathname.endsWith('/login'), { timeout: 20_000 });
        await opened.bringToFront();
        const closed = tab.page.getByTestId('terminal-closed');
        await closed.waitFor({ timeout: 10_000 });
        expect(await closed.getAttribute('data-reason')).toBe('signed_out');
        expect(await closed.textContent()).toContain(
          locale === 'zh'
            ? '控制台会话已结束（已退出登录、长时间未操作或已重新登录），终端已关闭'
            : 'The terminal was closed: your console session ended (signed out, inactive too long, or signed in again)',
        );
        await tab.page.getByRole('button', { name: say('Sign in to the console') }).waitFor();
        expect(await phase(tab)).toBe('closed');
        // The shell no longer answers: its process has ended.
        await expect.poll(() => processesOf(server().user).includes(pid), { timeout: 10_000 }).toBe(false);
        await tab.settle({ heading: false, quietMs: 1000 });
        await tab.screenshot(`terminal-closed-signed-out-${locale}-${colorScheme}`);
      }, 300_000);
    }

    it('usr-sub, a read-only member of the cluster, is offered no terminal, and its page says why', async () => {
      // Its HPC service opened (this file's own gateway), so that the cluster's pages are its to read.
      await gateway.db.query(
        "UPDATE permissions SET status = 'enable', uid = 10090, gid = 10001, open_time = now() WHERE user_id = 'usr-sub' AND zone = 'pek3'",
      );
      for (const [locale, colorScheme] of [
        ['en', 'light'],
        ['zh', 'dark'],
      ] as const) {
        const page = await browser.current.as('usr-sub', { locale, colorScheme });
        await page.goto(`/pek3/hpc/hpc_clusters/${SEED.clusters.ehpcActive}/node_list`);
        await page.settle();
        // The login node is listed, without its terminal link.
        await page.page.getByText('login-01 登录').first().waitFor({ timeout: 30_000 });
        const label = locale === 'zh' ? zh('Open terminal (Web SSH)') : 'Open terminal (Web SSH)';
        expect(await page.page.getByRole('link', { name: label }).count()).toBe(0);
        const [node] = await gateway.db.query<{ instance_id: string }>(
          "SELECT instance_id FROM cluster_nodes WHERE node_id = 'cln-l0g1n9a2'",
        );
        await page.goto(`/pek3/hpc/hpc_web_ssh/${SEED.clusters.ehpcActive}?instanceId=${node!.instance_id}`);
        const notice = page.page.getByTestId('terminal-read-only');
        await notice.waitFor({ timeout: 30_000 });
        expect(await notice.textContent()).toContain(
          locale === 'zh'
            ? zh('You are a read-only member of this shared cluster: it offers you no web terminal.')
            : 'You are a read-only member of this shared cluster: it offers you no web terminal.',
        );
        expect(await page.page.getByRole('dialog').count()).toBe(0);
        await page.settle({ heading: false, quietMs: 1000 });
        await page.screenshot(`terminal-read-only-${locale}-${colorScheme}`);
      }
    }, 120_000);
  });
});
