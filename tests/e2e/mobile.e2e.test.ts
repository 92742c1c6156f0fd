/**
 * The console on a phone (375 x 812, scale 2, touch; ADR 0053), as usr-owner on the run's shared gateway: every
 * section of the shell (src/app/shell/sections.ts, in each of its portals) and the detail pages of the demo
 * resources, in Chinese and English, light and dark: the page never scrolls sideways. The side menu is a drawer the
 * header's menu button opens; following one of its links moves there and closes it. A wide table scrolls inside its own
 * box, and a dialog fits the screen. Screenshots of every route go to /tmp/mobile-shots/ (not into the repository).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SHARED_USERS } from '../../server/domains/accounts/seed-data';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser, type ActorPage, type Locale } from './lib/browser';
import { PHONE, phonePage, sidewaysOverflow } from './lib/phone';
import { shellSections, tr, trPattern } from './lib/shell';

const browser = useBrowser();
const ids = inject('e2eIds');
const OWNER = 'usr-owner';
const ZONE = 'pek3';
const CLUSTER = SEED.clusters.ehpcActive;
const JOB = ids.jobs[OWNER] ?? { id: 'hpcjob-none', cluster: CLUSTER };
const SIMULATION_JOB = ids.simulationJobs[OWNER] ?? 'sjob-none';
const SHOTS = '/tmp/mobile-shots';
mkdirSync(SHOTS, { recursive: true });
const LANDING = `/${ZONE}/hpc/hpc_clusters`;

/** Sections that are not a screen of their own at their bare path: the opening page sends an opened user on. */
const NOT_A_SCREEN = new Set(['open', 'hpc_web_ssh']);

/** Every section in each of its portals, then the detail pages that have their own layout. */
function phoneRoutes(): string[] {
  const sections = shellSections()
    .filter((section) => !NOT_A_SCREEN.has(section.path))
    .flatMap((section) => section.portals.map((portal) => `/${ZONE}/${portal}/${section.path}`));
  return [
    ...sections,
    `/${ZONE}/hpc/hpc_clusters/${CLUSTER}/node_list`,
    `/${ZONE}/hpc/hpc_clusters/${CLUSTER}/job_list`,
    `/${ZONE}/hpc/hpc_clusters/create_ehpc`,
    `/${ZONE}/hpc/hpc_job/submit_job/${CLUSTER}`,
    `/${ZONE}/hpc/jobs/${JOB.id}/compute_dir`,
    `/${ZONE}/hpc/nas/${SEED.nas.wrf}`,
    `/${ZONE}/ispf/ispf/${SIMULATION_JOB}`,
    `/${ZONE}/hpc/user_mgt/main/res_statistics`,
    `/${ZONE}/hpc/user_mgt/sub/allocate_res/${SHARED_USERS[0].shared_user_id}`,
    `/${ZONE}/hpc/user_mgt/sub/allocate_res_detail/${SHARED_USERS[0].shared_user_id}`,
    `/${ZONE}/ispf/jobs/${JOB.id}/job_logs`,
  ];
}

const shotName = (locale: Locale, scheme: string, path: string) =>
  `${locale}-${scheme}-${path
    .split('?')[0]
    .replace(/^\//, '')
    .replace(/[^\w-]+/g, '_')}`;

/** Whether the element lies within the screen's width (once it has slid or faded in). */
async function fitsTheScreen(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return Boolean(box && box.x >= 0 && box.x + box.width <= PHONE.width);
}

/** A screenshot under SHOTS once what slides or fades in (a drawer, a dialog) has come to rest. */
async function screenshotWhenStill(page: ActorPage, name: string): Promise<void> {
  await page.page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Closes the page, failing on the errors it met. */
async function finish(page: ActorPage): Promise<void> {
  const problems = page.problems.map((problem) => `${problem.kind} at ${problem.at}:\n  ${problem.text}`);
  await page.close();
  expect(problems, 'uncaught page errors or console errors').toEqual([]);
}

describe('the console on a phone', () => {
  it.each([
    ['zh', 'light'],
    ['en', 'dark'],
    ['en', 'light'],
    ['zh', 'dark'],
  ] as const)('every route fits 375 px without sideways scrolling (%s, %s)', { timeout: 600_000 }, async (locale, scheme) => {
    const page = await phonePage(browser.current, OWNER, { locale, colorScheme: scheme });
    const wide: string[] = [];
    try {
      await page.goto(LANDING);
      await page.settle();
      for (const path of phoneRoutes()) {
        await page.navigate(path);
        await page.settle({ quietMs: 3000 });
        const overflow = await sidewaysOverflow(page);
        if (overflow.excess > 0) wide.push(`${path}: ${overflow.excess} px wider than the screen\n    ${overflow.widest.join('\n    ')}`);
        await page.page.screenshot({ path: join(SHOTS, `${shotName(locale, scheme, path)}.png`) });
      }
    } finally {
      await finish(page);
    }
    expect(wide.join('\n'), 'routes wider than the screen').toBe('');
  });

  it.each([
    ['en', 'light'],
    ['zh', 'dark'],
  ] as const)(
    'the menu button opens the side menu as a drawer; following a link moves there and closes it (%s, %s)',
    async (locale, scheme) => {
      const page = await phonePage(browser.current, OWNER, { locale, colorScheme: scheme });
      const p = page.page;
      try {
        await page.goto(LANDING);
        await page.settle();
        const menu = p.getByRole('navigation', { name: tr(locale, 'Main menu') });
        // No room beside the page: the side menu is not shown until asked for.
        expect(await menu.count()).toBe(0);
        await p.getByRole('button', { name: tr(locale, 'Open the menu') }).tap();
        await menu.waitFor();
        await expect.poll(() => fitsTheScreen(menu), { message: 'the open menu within the screen' }).toBe(true);
        await screenshotWhenStill(page, `${locale}-${scheme}-menu-drawer`);
        // The zone, language and appearance choices the narrow header has no room for are in the drawer.
        const drawer = p.getByRole('dialog', { name: tr(locale, 'Main menu') });
        await drawer.getByRole('combobox', { name: tr(locale, 'Zone') }).waitFor();
        await drawer.getByRole('button', { name: tr(locale, 'Language') }).waitFor();
        await menu.getByRole('link', { name: tr(locale, 'Jobs'), exact: true }).tap();
        await page.waitForPath(`/${ZONE}/hpc/jobs`);
        await menu.waitFor({ state: 'hidden' });
        await page.settle();
        expect(await p.locator('header h1').textContent()).toBe(tr(locale, 'Jobs'));
        // And again from there: the drawer opens a second time.
        await p.getByRole('button', { name: tr(locale, 'Open the menu') }).tap();
        await menu.getByRole('link', { name: tr(locale, 'Operation logs'), exact: true }).tap();
        await page.waitForPath(`/${ZONE}/hpc/logs`);
        await menu.waitFor({ state: 'hidden' });
        // The language menu opens over the drawer and changes the language.
        const other: Locale = locale === 'en' ? 'zh' : 'en';
        await p.getByRole('button', { name: tr(locale, 'Open the menu') }).tap();
        await drawer.getByRole('button', { name: tr(locale, 'Language') }).tap();
        await p.getByRole('menuitemradio', { name: other === 'en' ? 'English' : '中文' }).tap();
        await p.waitForFunction((lang) => document.documentElement.lang.startsWith(lang), other);
        await p.getByRole('navigation', { name: tr(other, 'Main menu') }).waitFor();
      } finally {
        await finish(page);
      }
    },
  );

  it.each(['en', 'zh'] as const)('the header holds a quota warning and a long title without overflowing (%s)', async (locale) => {
    const page = await phonePage(browser.current, OWNER, { locale, colorScheme: 'light' });
    const p = page.page;
    // The quota read answers one quota 95 % used, whatever the demo data's figures are.
    await p.route('**/portal-hpc/job/quotaUsage**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { quota_set?: Record<string, unknown>[] };
      const quota = { cluster_id: CLUSTER, kind: 'core_hours', source: 'cluster_user', account: 'usr_owner', quota: 100, reserved: 0 };
      body.quota_set = [{ ...quota, used: 95, remaining: 5 }];
      await route.fulfill({ response, json: body });
    });
    try {
      await page.goto(`/${ZONE}/hpc/cluster_monitors`);
      await page.settle();
      const warning = p.locator('header').getByRole('button', { name: trPattern(locale, 'Quota {percent} % used') });
      await warning.waitFor();
      const header = p.locator('header');
      const fits = await header.evaluate((element) =>
        [...element.querySelectorAll('button, h1')].every((child) => {
          const box = child.getBoundingClientRect();
          return box.left >= 0 && box.right <= element.clientWidth;
        }),
      );
      expect(fits, 'every button of the header and its title within the screen').toBe(true);
      expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect((await sidewaysOverflow(page)).excess).toBe(0);
      await screenshotWhenStill(page, `${locale}-light-header-quota-warning`);
    } finally {
      await finish(page);
    }
  });

  it('a wide table scrolls inside its own box, not the page', async () => {
    const page = await phonePage(browser.current, OWNER, { locale: 'zh', colorScheme: 'light' });
    try {
      await page.goto(`/${ZONE}/hpc/jobs`);
      await page.settle();
      await page.page.getByRole('table').first().locator('tbody tr').first().waitFor();
      const scrolled = await page.evaluate(() => {
        const table = document.querySelector('main table');
        const box = table?.parentElement;
        if (!table || !box) return null;
        box.scrollLeft = 120;
        return { box: box.clientWidth, table: table.scrollWidth, scrollLeft: box.scrollLeft, page: document.documentElement.scrollWidth };
      }, null);
      expect(scrolled).not.toBeNull();
      expect(scrolled!.table).toBeGreaterThan(scrolled!.box);
      expect(scrolled!.scrollLeft).toBeGreaterThan(0);
      expect(scrolled!.page).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await finish(page);
    }
  });

  it('a dialog fits the screen', async () => {
    const page = await phonePage(browser.current, OWNER, { locale: 'en', colorScheme: 'dark' });
    const p = page.page;
    try {
      await page.goto(`/${ZONE}/hpc/user_mgt/main/user_management`);
      await page.settle();
      await p.getByRole('button', { name: tr('en', 'Create sub-account') }).tap();
      const dialog = p.getByRole('dialog', { name: tr('en', 'Create a sub-account') });
      await dialog.waitFor();
      await expect.poll(() => fitsTheScreen(dialog), { message: 'the dialog within the screen' }).toBe(true);
      const fits = await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, 'the dialog does not scroll sideways').toBe(true);
      await screenshotWhenStill(page, 'en-dark-dialog-create-sub-account');
    } finally {
      await finish(page);
    }
  });
});
