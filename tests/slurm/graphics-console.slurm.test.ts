/**
 * A graphics application on a real Slurm cluster, in Chromium (ADR 0062): a private one-node Slurm (its node this
 * machine, with Debian's TigerVNC, twm and xterm) registered for usr-owner with a gateway of this file that serves the
 * built console. usr-owner opens the Desktop from the graphics service, sees the session wait and then its desktop drawn
 * (a pixel check), types a command into the desktop's terminal (its file appears in the session's folder), resizes the
 * window (the remote desktop follows), reloads the tab and types again into the same shell, opens the session in
 * Chinese in a second tab (which takes the display over: the first tab says so and offers it back), ends it, and finds
 * its minutes on the remote-app usage, equal to its job's run. The owner's IAM user cannot open the owner's session.
 * The console on Slurm: console-on-slurm.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slurmAvailable } from '../../server/testing/slurm';
import type { ActorPage } from '../e2e/lib/browser';
import { useBrowser } from '../e2e/lib/browser';
import { escapeRegExp, lightAndDark } from '../e2e/lib/console';
import { SLURM_ZONE, useConsoleOnSlurm } from './console-on-slurm';

const CLUSTER = 'slurm_graphics';
const APP = 'Desktop';
const hpc = (section: string) => `/${SLURM_ZONE}/hpc/${section}`;
const SESSION_PAGE = new RegExp(`^${escapeRegExp(hpc('graphics_service/sessions/'))}(gs-[a-z0-9]+)$`);
const haveDisplay = ['/usr/bin/Xvnc', '/usr/bin/twm', '/usr/bin/xterm'].every((file) => existsSync(file));
if (slurmAvailable() && !haveDisplay)
  console.warn('graphics-console.slurm: skipped, needs the Debian packages tigervnc-standalone-server, twm and xterm (see .ci/run)');

/** The display's state as the status line tells it (data-phase: connecting, connected, reconnecting, closed). */
const phaseOf = (page: ActorPage) => page.page.locator('[role="status"][data-phase]').first().getAttribute('data-phase');

/** How many distinct colours the display's canvas shows (sampled): a black, empty screen has one. */
const coloursOf = (page: ActorPage) =>
  page.page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="graphics-display"] canvas');
    if (!canvas || !canvas.width || !canvas.height) return 0;
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    if (!data) return 0;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  });

const canvasWidth = (page: ActorPage) =>
  page.page.evaluate(() => document.querySelector<HTMLCanvasElement>('[data-testid="graphics-display"] canvas')?.width ?? 0);

describe.skipIf(!slurmAvailable() || !haveDisplay)('a graphics application on a real Slurm cluster, in the browser', () => {
  const real = useConsoleOnSlurm(CLUSTER);
  const browser = useBrowser({ origin: () => real.origin });

  const jobOf = async (sessionId: string) => {
    const [row] = await real.gateway.db.query<{ work_dir: string; job_status: string }>(
      'SELECT j.work_dir, j.job_status FROM graphics_sessions g JOIN jobs j ON j.hpcjob_uuid = g.hpcjob_uuid WHERE g.session_id = $1',
      [sessionId],
    );
    return row!;
  };

  /** Types a line into the desktop's terminal (the pointer over it: twm gives the focus to the window under it). */
  const typeLine = async (page: ActorPage, line: string) => {
    const canvas = page.page.locator('[data-testid="graphics-display"] canvas');
    await canvas.click({ position: { x: 200, y: 150 } });
    await page.page.keyboard.type(line, { delay: 20 });
    await page.page.keyboard.press('Enter');
  };

  it('usr-owner opens the Desktop, works in it, reloads, is taken over by a second tab, ends it and sees its minutes billed', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    await page.page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(hpc('graphics_service'));
    await page.settle();
    const row = page.page.getByRole('row').filter({ hasText: CLUSTER }).filter({ hasText: APP });
    await row
      .getByRole('button', { name: `Open ${APP}` })
      .first()
      .click();
    const dialog = page.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Open', exact: true }).click();
    await page.waitForPath(SESSION_PAGE, 30_000);
    const sessionId = SESSION_PAGE.exec(page.path())?.[1] ?? '';

    await expect.poll(() => phaseOf(page), { timeout: 120_000, interval: 500 }).toBe('connected');
    // The desktop drew: twm's frame and title, the terminal's white page and its text.
    await expect.poll(() => coloursOf(page), { timeout: 30_000, interval: 500 }).toBeGreaterThan(3);
    await lightAndDark(page, 'graphics-session-desktop');

    const { work_dir: workDir } = await jobOf(sessionId);
    const typed = join(workDir, 'typed.txt');
    await typeLine(page, 'echo first-line > typed.txt');
    await expect.poll(() => existsSync(typed), { timeout: 20_000 }).toBe(true);

    // The remote desktop follows the window's size.
    const wide = await canvasWidth(page);
    await page.page.setViewportSize({ width: 1000, height: 760 });
    await expect.poll(() => canvasWidth(page), { timeout: 20_000 }).toBeLessThan(wide);

    // A reload finds the same desktop: the same shell takes the next line.
    await page.page.reload();
    await expect.poll(() => phaseOf(page), { timeout: 60_000, interval: 500 }).toBe('connected');
    await expect.poll(() => coloursOf(page), { timeout: 30_000, interval: 500 }).toBeGreaterThan(3);
    await typeLine(page, 'echo second-line >> typed.txt');
    await expect.poll(() => readFileSync(typed, 'utf8'), { timeout: 20_000 }).toBe('first-line\nsecond-line\n');

    // The session in a second tab, in Chinese: it takes the display over, and the first tab says so.
    const second = await browser.current.as('usr-owner', { locale: 'zh' });
    await second.goto(hpc(`graphics_service/sessions/${sessionId}`));
    await expect.poll(() => phaseOf(second), { timeout: 60_000, interval: 500 }).toBe('connected');
    await expect.poll(() => coloursOf(second), { timeout: 30_000, interval: 500 }).toBeGreaterThan(3);
    await lightAndDark(second, 'graphics-session-desktop-zh');
    await expect.poll(() => phaseOf(page), { timeout: 20_000 }).toBe('closed');
    await page.page.getByText('Closed: opened elsewhere').waitFor({ timeout: 10_000 });
    await lightAndDark(page, 'graphics-session-taken-over');
    await second.page.close();

    // Ended from the first tab: the job leaves Slurm, the page says why.
    await page.page
      .getByRole('button', { name: `End ${APP}` })
      .first()
      .click();
    await page.page.getByRole('alertdialog').getByRole('button', { name: 'End session' }).click();
    await expect.poll(async () => (await jobOf(sessionId)).job_status, { timeout: 60_000 }).not.toBe('running');
    await page.page.getByText(/ended/i).first().waitFor({ timeout: 20_000 });
    await lightAndDark(page, 'graphics-session-ended');

    // Its usage: one record, from the job's real start to its real end.
    const [usage] = await real.gateway.db.query<{ start_time: Date; end_time: Date | null; app_state: string }>(
      'SELECT l.start_time, l.end_time, l.app_state FROM remote_app_logs l JOIN graphics_sessions g ON g.log_id = l.log_id WHERE g.session_id = $1',
      [sessionId],
    );
    const [job] = await real.gateway.db.query<{ started_time: Date; finished_time: Date | null; modified_time: Date }>(
      'SELECT j.started_time, j.finished_time, j.modified_time FROM jobs j JOIN graphics_sessions g ON g.hpcjob_uuid = j.hpcjob_uuid WHERE g.session_id = $1',
      [sessionId],
    );
    expect(usage?.app_state).toBe('stopped');
    expect(usage?.start_time.getTime()).toBe(job?.started_time.getTime());
    expect(usage?.end_time?.getTime()).toBe((job?.finished_time ?? job?.modified_time)?.getTime());
    await page.goto(hpc('graphics_service'));
    await page.settle();
    await page.page.getByRole('tab', { name: 'Usage records' }).click();
    await page.settle();
    await page.screenshot('graphics-usage-records');
    await page.page.getByRole('row').filter({ hasText: APP }).first().waitFor({ timeout: 20_000 });
  });

  it("iam-alice, an IAM user acting for usr-owner, cannot open usr-owner's own session: the page says it does not exist", async () => {
    const [session] = await real.gateway.db.query<{ session_id: string }>(
      'SELECT session_id FROM graphics_sessions ORDER BY create_time LIMIT 1',
    );
    expect(session).toBeDefined();
    const page = await browser.current.as('iam-alice', {
      locale: 'en',
      allow: [{ status: 404, path: /\/api\/portal-hpc\/graphics\/session$/, why: "another user's session is not found" }],
    });
    await page.goto(hpc(`graphics_service/sessions/${session!.session_id}`));
    await page.settle();
    await page.screenshot('graphics-session-not-yours');
    await page.page
      .getByText(/does not exist|not found/i)
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await page.page.locator('[data-testid="graphics-display"] canvas').count()).toBe(0);
  });
});
