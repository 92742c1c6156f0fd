/**
 * The console's shell end to end (spec sections 2, 4, 6, 8), on the built console served by a real gateway:
 * every route of section 2 for every demo actor (no uncaught error, no serious or critical axe violation, the
 * header, menu and title of the shell), the redirects, the not-found page and its countdown, the unsupported-zone
 * page, product opening with and without the agreement, the language and appearance menus, the sub-user rules and
 * the feature flags. Pages are filled in by their features meanwhile: these tests look at the shell only.
 */
import type { Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SHARED_USERS } from '../../server/domains/accounts/seed-data';
import { SEED_NODES } from '../../server/domains/clusters/seed-data';
import { SEED } from '../../server/seed/fixtures';
import { DEMO_ACCOUNTS } from '../../server/seed/identity';
import {
  ACTORS,
  BASE_PATH,
  describeViolations,
  useBrowser,
  type ActorId,
  type ActorPage,
  type ExpectedNetworkError,
  type Locale,
  type Problem,
} from './lib/browser';
import { CONSOLE_TITLE, headerTitle, tr, trPattern } from './lib/shell';

const browser = useBrowser();
const ids = inject('e2eIds');

/** The demo resources of usr-owner's account the routes are visited with (usr-admin has none of its own). */
const OWNER = 'usr-owner';
const ZONE = 'pek3';
const CLUSTER = SEED.clusters.ehpcActive;
const jobOf = (actor: ActorId) => ids.jobs[actor] ?? ids.jobs[OWNER] ?? { id: 'hpcjob-none', cluster: CLUSTER };
const simulationJobOf = (actor: ActorId) => ids.simulationJobs[actor] ?? ids.simulationJobs[OWNER] ?? 'sjob-none';
const LOGIN_INSTANCE = SEED_NODES.ehpcActive.login.replace(/^cln-/, 'i-');
const NAS = SEED.nas.wrf;
const SHARED_USER = SHARED_USERS[0].shared_user_id;
const hpc = (section: string) => `/${ZONE}/hpc/${section}`;
const ispf = (section: string) => `/${ZONE}/ispf/${section}`;
const LANDING = hpc('hpc_clusters');

/**
 * layout: the home layout (header, side menu, content); no-menu: the layout without the side menu (pages opened in
 * their own tab); page: a page of its own (sign-in, not found, terminal popup), which `heading` names when it has one.
 */
type Screen = 'layout' | 'no-menu' | 'page';
interface RouteCase {
  path: string;
  /** Where the route ends up (a redirect of section 2); the path itself (query excluded) otherwise. */
  lands?: string;
  screen: Screen;
  heading?: string;
}

const CLUSTER_TABS = ['node_list', 'job_list', 'queue_list', 'shared_account', 'auto_scale', 'user_list', 'lease_info'];
const JOB_TABS = ['compute_dir', 'job_logs', 'input_file', 'cluster_queue_info'];

/** Every route of src/app/routing/router.tsx (spec section 2), with the seeded ids of the actor for its parameters. */
const routesFor = (actor: ActorId): RouteCase[] => [
  // HPC portal
  { path: LANDING, screen: 'layout' },
  { path: `/${ZONE}/hpc`, lands: LANDING, screen: 'layout' },
  { path: hpc('home'), screen: 'layout' },
  { path: hpc('quickstart'), screen: 'layout' },
  { path: hpc('welcome'), screen: 'layout' },
  // Product opening: a user whose service is open is sent on to the landing (usr-sub sees the notice).
  { path: hpc('open'), lands: LANDING, screen: 'layout' },
  { path: hpc('hpc_clusters/shared'), screen: 'layout' },
  { path: hpc('hpc_clusters/select_type'), screen: 'layout' },
  { path: hpc('hpc_clusters/create_hpc'), screen: 'layout' },
  { path: hpc('hpc_clusters/create_ehpc'), screen: 'layout' },
  { path: hpc('hpc_clusters/web_ssh'), lands: LANDING, screen: 'layout' },
  { path: hpc(`hpc_clusters/${CLUSTER}`), lands: hpc(`hpc_clusters/${CLUSTER}/node_list`), screen: 'layout' },
  ...CLUSTER_TABS.map((tab): RouteCase => ({ path: hpc(`hpc_clusters/${CLUSTER}/${tab}`), screen: 'layout' })),
  { path: hpc('hpc_job/submit_job'), screen: 'layout' },
  { path: hpc(`hpc_job/submit_job/${CLUSTER}`), screen: 'layout' },
  { path: hpc(`hpc_job/submit_job/${jobOf(actor).cluster}/${jobOf(actor).id}`), screen: 'layout' },
  { path: hpc('jobs/more_time'), screen: 'layout' },
  { path: hpc(`hpc_web_ssh/${CLUSTER}?instanceId=${LOGIN_INSTANCE}`), screen: 'no-menu' },
  ...['users', 'nodes', 'job_templates', 'queues', 'cluster_monitors', 'job_monitors', 'software', 'graphics_service'].map(
    (section): RouteCase => ({ path: hpc(section), screen: 'layout' }),
  ),
  { path: hpc('network'), lands: hpc('network/vxnets'), screen: 'layout' },
  // User management
  { path: hpc('user_mgt'), lands: hpc('user_mgt/main/user_management'), screen: 'layout' },
  { path: hpc('user_mgt/main'), lands: hpc('user_mgt/main/user_management'), screen: 'layout' },
  { path: hpc('user_mgt/main/user_management'), screen: 'layout' },
  { path: hpc('user_mgt/main/res_statistics'), screen: 'layout' },
  { path: hpc(`user_mgt/sub/allocate_res/${SHARED_USER}`), screen: 'layout' },
  { path: hpc(`user_mgt/sub/allocate_res_detail/${SHARED_USER}`), screen: 'layout' },
  // Both portals
  ...(
    [
      [hpc, jobOf(actor).id],
      [ispf, jobOf(actor).id],
    ] as const
  ).flatMap(([portal, job]): RouteCase[] => [
    { path: portal('logs'), screen: 'layout' },
    { path: portal('nas'), screen: 'layout' },
    { path: portal(`nas/${NAS}`), screen: 'layout' },
    { path: portal('jobs'), screen: 'layout' },
    { path: portal(`jobs/${job}`), lands: portal(`jobs/${job}/compute_dir`), screen: 'layout' },
    ...JOB_TABS.map((tab): RouteCase => ({ path: portal(`jobs/${job}/${tab}`), screen: 'layout' })),
  ]),
  // Simulation portal
  { path: `/${ZONE}/ispf`, lands: ispf('ispf'), screen: 'layout' },
  { path: ispf('ispf'), screen: 'layout' },
  { path: ispf(`ispf/${simulationJobOf(actor)}`), screen: 'layout' },
  { path: ispf('graphics_service'), screen: 'layout' },
  { path: ispf('welcome'), screen: 'layout' },
  { path: ispf('open'), lands: ispf('ispf'), screen: 'layout' },
  // Other routes
  { path: `/${ZONE}`, lands: LANDING, screen: 'layout' },
  { path: '/', lands: LANDING, screen: 'layout' },
  { path: `/terminal?instance_id=${LOGIN_INSTANCE}&zone=${ZONE}&is_cluster_node=1`, screen: 'page' },
  { path: `/terminal/container?instance_id=${LOGIN_INSTANCE}&zone=${ZONE}&is_cluster_node=1`, screen: 'page' },
  { path: hpc('no_such_section'), lands: '/404', screen: 'page', heading: 'Sorry, page does not exist yet' },
  { path: '/404', screen: 'page', heading: 'Sorry, page does not exist yet' },
  { path: '/login', screen: 'page', heading: 'Sign in to High Performance Computing' },
];

const NOT_OPENED = 'HPC permission is not opened for your account';

interface Expectation {
  lands: string;
  screen: Screen | 'notice';
  heading?: string;
}

/**
 * What an actor meets on a route: usr-sub (permission not opened) gets the notice in place of every zone page, the
 * product opening included, since its main account opens its service (ADR 0042).
 */
function expectationFor(actor: ActorId, route: RouteCase): Expectation {
  const path = route.path.split('?')[0];
  const lands = route.lands ?? path;
  if (actor === 'usr-sub') {
    if (path === '/') return { lands: `/${ZONE}`, screen: 'notice' };
    if (path.startsWith(`/${ZONE}`)) return { lands: path, screen: 'notice' };
  }
  return { lands, screen: route.screen, heading: route.heading };
}

interface ShellState {
  header: string | null;
  headings: string[];
  menus: number;
  mains: number;
  title: string;
}

function readShell(page: ActorPage, locale: Locale): Promise<ShellState> {
  return page.evaluate(
    (menuLabel) => ({
      header: document.querySelector('header h1')?.textContent?.trim() ?? null,
      headings: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? ''),
      menus: document.querySelectorAll(`nav[aria-label="${menuLabel}"]`).length,
      mains: document.querySelectorAll('main').length,
      title: document.title,
    }),
    tr(locale, 'Main menu'),
  );
}

/** What is wrong with the shell on this screen (nothing: []). */
function shellMismatches(state: ShellState, expected: Expectation, locale: Locale): string[] {
  const wrong: string[] = [];
  const want = (ok: boolean, what: string) => ok || wrong.push(what);
  if (expected.screen === 'layout' || expected.screen === 'no-menu') {
    const title = headerTitle(locale, expected.lands);
    want(state.header === title, `header title "${state.header}", expected "${title}"`);
    want(
      state.menus === (expected.screen === 'layout' ? 1 : 0),
      `${state.menus} side menus, expected ${expected.screen === 'layout' ? 1 : 0}`,
    );
    want(state.mains === 1, `${state.mains} main landmarks, expected 1`);
    const zone = expected.lands.split('/')[1].toUpperCase();
    want(
      state.title.startsWith(title) && state.title.includes(`(${zone})`),
      `document title "${state.title}", expected "${title} - … (${zone}) - …"`,
    );
  } else if (expected.screen === 'notice') {
    want(state.header === tr(locale, CONSOLE_TITLE), `header title "${state.header}", expected "${tr(locale, CONSOLE_TITLE)}"`);
    want(
      state.headings.includes(tr(locale, NOT_OPENED)),
      `headings ${JSON.stringify(state.headings)}, expected "${tr(locale, NOT_OPENED)}"`,
    );
    want(state.menus === 0, `${state.menus} side menus, expected none`);
  } else if (expected.heading) {
    want(
      state.headings.includes(tr(locale, expected.heading)),
      `headings ${JSON.stringify(state.headings)}, expected "${tr(locale, expected.heading)}"`,
    );
  }
  return wrong;
}

/**
 * Waits for the shell to be as expected; answers what is still wrong once the console has reacted to the move (the
 * document changed after `movedAt`, from ActorPage.navigate; or 5 s passed) and then stood still (no change for
 * 800 ms, nothing loading, no request under way), or after `timeout`.
 */
async function checkShell(
  page: ActorPage,
  expected: Expectation,
  locale: Locale = 'zh',
  options: { movedAt?: number; timeout?: number } = {},
): Promise<string[]> {
  const started = Date.now();
  const until = started + (options.timeout ?? 8000);
  let reacted = options.movedAt === undefined;
  for (;;) {
    const wrong = shellMismatches(await readShell(page, locale), expected, locale);
    if (!wrong.length || Date.now() > until) return wrong;
    reacted ||= Date.now() - started > 5000 || (await page.changedSince(options.movedAt ?? 0));
    if (reacted && (await page.isQuiet(800))) return shellMismatches(await readShell(page, locale), expected, locale);
    await page.page.waitForTimeout(100);
  }
}

/**
 * usr-admin belongs to no demo account: the demo resources' ids in the routes are unknown to it, and the gateway
 * answers 404 to a read that names one.
 */
const NOT_ITS_RESOURCES: ExpectedNetworkError = {
  status: 404,
  path: /\/api\//,
  url: new RegExp([CLUSTER, NAS, SHARED_USER, jobOf(OWNER).id, simulationJobOf(OWNER)].join('|')),
  why: "usr-admin reading usr-owner's demo resources",
};

function formatProblems(problems: Problem[]): string[] {
  return problems.map((problem) => `${problem.kind} at ${problem.at}:\n  ${problem.text}`);
}

/**
 * A simulation job is seen by its submitter and the account owner only (ADR 0042): iam-alice, who submitted none,
 * opens usr-owner's, which the gateway answers as not found.
 */
const NOT_HER_SIMULATION_JOB: ExpectedNetworkError = {
  status: 404,
  path: /\/api\//,
  url: new RegExp(simulationJobOf(OWNER)),
  why: "iam-alice reading usr-owner's simulation job",
};

/** One actor visits every route inside the running console (history navigation, as a click on a link does). */
async function visitEveryRoute(actor: ActorId): Promise<{ failures: string[]; problems: Problem[] }> {
  const allow = actor === 'usr-admin' ? [NOT_ITS_RESOURCES] : actor === 'iam-alice' ? [NOT_HER_SIMULATION_JOB] : [];
  const page = await browser.current.as(actor, { track: false, allow });
  const failures: string[] = [];
  try {
    await page.goto(LANDING);
    await page.settle();
    for (const route of routesFor(actor)) {
      const expected = expectationFor(actor, route);
      try {
        const loads = page.documentLoads;
        const movedAt = await page.navigate(route.path);
        await page.waitForPath(expected.lands);
        failures.push(...(await checkShell(page, expected, 'zh', { movedAt })).map((wrong) => `${route.path}: ${wrong}`));
        await page.settle({ heading: expected.screen !== 'page' || Boolean(expected.heading), quietMs: 3000 });
        // Moving inside the console never loads the document again.
        if (page.documentLoads > loads)
          failures.push(`${route.path}: the console loaded the whole document again on the way (${page.documentLoads - loads}×)`);
        // A redirect's landing is a route of its own: checked there.
        if (expected.lands === route.path.split('?')[0]) {
          const violations = await page.axe();
          if (violations.length) failures.push(`${route.path}: axe\n${describeViolations(violations)}`);
        }
      } catch (error) {
        failures.push(`${route.path} (now at ${page.path()}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        await page.goto(LANDING).catch(() => undefined);
      }
    }
  } finally {
    await page.close();
  }
  return { failures, problems: page.problems };
}

describe('every route of section 2, for every demo actor', () => {
  it.concurrent.each(ACTORS)(
    '%s: every route renders its shell with no uncaught error and no serious or critical axe violation',
    async (actor) => {
      const { failures, problems } = await visitEveryRoute(actor);
      expect([...formatProblems(problems), ...failures], `${actor}: errors and failures on the routes`).toEqual([]);
    },
    300_000,
  );
});

describe('redirects (spec section 2), each from a fresh page load', () => {
  const REDIRECTS: [from: string, to: string][] = [
    ['/', LANDING],
    [`/${ZONE}`, LANDING],
    [`/${ZONE}/hpc`, LANDING],
    [`/${ZONE}/ispf`, ispf('ispf')],
    [hpc(`hpc_clusters/${CLUSTER}`), hpc(`hpc_clusters/${CLUSTER}/node_list`)],
    [hpc(`jobs/${jobOf(OWNER).id}`), hpc(`jobs/${jobOf(OWNER).id}/compute_dir`)],
    [hpc('user_mgt'), hpc('user_mgt/main/user_management')],
    [hpc('user_mgt/main'), hpc('user_mgt/main/user_management')],
    [hpc('hpc_clusters/web_ssh'), LANDING],
    [hpc('no_such_section'), '/404'],
    [`/${ZONE}/no_such_portal`, '/404'],
    [hpc(`hpc_clusters/${CLUSTER}/node_list/extra`), '/404'],
    ['/no-such-zone/hpc/nodes', hpc('nodes')],
  ];
  it('usr-owner lands where the spec says', async () => {
    const page = await browser.current.as('usr-owner');
    for (const [from, to] of REDIRECTS) {
      await page.goto(from);
      await page.waitForPath(to).catch(() => undefined);
      expect.soft(page.path().split('?')[0], `${from} lands on ${to}`).toBe(to);
    }
  });

  it('the root goes to the stored preferred zone, else the default zone', async () => {
    const page = await browser.current.as('usr-owner');
    await page.goto(LANDING);
    await page.settle();
    await page.page.evaluate(() => localStorage.setItem('hpc.preferredZone', 'sh1a'));
    await page.goto('/');
    await page.waitForPath('/sh1a/hpc/hpc_clusters');
    await page.page.evaluate(() => localStorage.setItem('hpc.preferredZone', 'no-such-zone'));
    await page.goto('/');
    await page.waitForPath(LANDING);
  });
});

describe('the not-found page (spec section 8)', () => {
  const countdown = async (page: ActorPage, locale: Locale): Promise<number> => {
    const text =
      (await page.page.getByText(trPattern(locale, 'Go to index page in {sec, plural, one {# second} other {# seconds}}')).textContent()) ??
      '';
    return Number(/\d+/.exec(text)?.[0] ?? NaN);
  };

  it('says "Sorry, page does not exist yet" (zh: 抱歉，页面不存在), counts down visibly, then lands on the index', async () => {
    const page = await browser.current.as('usr-owner');
    await page.goto(hpc('no_such_section'));
    await page.waitForPath('/404');
    await page.settle();
    await expect.poll(() => readShell(page, 'zh').then((state) => state.headings)).toContain('抱歉，页面不存在');
    const first = await countdown(page, 'zh');
    expect(first).toBeGreaterThan(0);
    await expect.poll(() => countdown(page, 'zh'), { timeout: 3000 }).toBeLessThan(first);
    await page.expectAccessible('/404');
    await page.screenshot('404-zh');
    await page.waitForPath(LANDING, first * 1000 + 10_000);
    await page.settle();
  });

  it('reads the same in English', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    await page.goto('/some/unknown/place');
    await page.waitForPath('/404');
    await page.settle();
    expect((await readShell(page, 'en')).headings).toContain('Sorry, page does not exist yet');
    expect(await countdown(page, 'en')).toBeGreaterThan(0);
  });
});

describe('the unsupported-zone page (spec sections 2, 8)', () => {
  it('in gd2 says HPC is not supported, lists the zones that support it and switches to one', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    await page.goto('/gd2/hpc/hpc_clusters');
    await page.settle();
    expect(page.path()).toBe('/gd2/hpc/hpc_clusters');
    const state = await readShell(page, 'en');
    expect(state.headings).toContain('HPC services are not supported, please switch to availability');
    expect(state.menus).toBe(0);
    const zones = page.page.getByRole('list', { name: 'Zones that support HPC' }).getByRole('listitem');
    const listed = (await zones.allTextContents()).join(' | ');
    for (const zone of ['PEK3', 'SH1A', 'TESTING']) expect(listed).toContain(`(${zone})`);
    expect(listed).not.toContain('(GD2)');
    await page.expectAccessible('/gd2 unsupported zone');
    await zones.filter({ hasText: '(PEK3)' }).getByRole('button', { name: 'Switch' }).click();
    await page.waitForPath(LANDING);
    await page.settle();
  });

  it('reads 当前区域不支持 HPC 服务 in Chinese', async () => {
    const page = await browser.current.as('usr-owner');
    await page.goto('/gd2/hpc/hpc_clusters');
    await page.settle();
    expect((await readShell(page, 'zh')).headings).toContain(tr('zh', 'HPC services are not supported, please switch to availability'));
    await page.screenshot('unsupported-zone-zh');
  });
});

describe('product opening (spec sections 2, 4, 5) in zone testing, where usr-owner has not opened the service', () => {
  const OPEN = '/testing/hpc/open';

  it('without the agreement ticked: "Please read and agree to the Service Agreement!" and nothing is opened', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    await page.goto('/testing/hpc/hpc_clusters');
    await page.waitForPath(OPEN);
    await page.settle();
    const agreement = page.page.getByRole('checkbox');
    await expect.poll(() => agreement.count()).toBe(1);
    expect(await agreement.isChecked()).toBe(false);
    await page.page.getByRole('button', { name: /open/i }).click();
    await page.page.getByText('Please read and agree to the Service Agreement!').waitFor();
    await page.page.waitForTimeout(500);
    expect(page.path()).toBe(OPEN);
    await page.goto('/testing/hpc/hpc_clusters');
    await page.waitForPath(OPEN);
    await page.settle();
  });

  it('with the agreement ticked: the service opens and the console starts', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    await page.goto('/testing/hpc/hpc_clusters');
    await page.waitForPath(OPEN);
    await page.settle();
    const agreement = page.page.getByRole('checkbox');
    await agreement.check({ force: true });
    expect(await agreement.isChecked()).toBe(true);
    await page.page.getByRole('button', { name: /open/i }).click();
    await page.waitForPath(/^\/testing\/hpc\/(?!open$)/, 60_000);
    await page.settle();
    expect((await readShell(page, 'en')).menus).toBe(1);
    // Opened for good: a fresh load stays in the console.
    await page.goto('/testing/hpc/hpc_clusters');
    await page.settle();
    expect(await checkShell(page, { lands: '/testing/hpc/hpc_clusters', screen: 'layout' }, 'en')).toEqual([]);
    expect(page.path()).toBe('/testing/hpc/hpc_clusters');
  });
});

describe('header menus', () => {
  it('language: Chinese by default, English from the language menu, remembered across a reload', async () => {
    const page = await browser.current.as('usr-owner');
    await page.goto(LANDING);
    await page.settle();
    expect(await page.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await checkShell(page, { lands: LANDING, screen: 'layout' }, 'zh')).toEqual([]);
    expect(await page.page.title()).toBe(
      tr('zh', '{section} - {label} ({zone}) - {consoleName} Console', {
        section: '集群',
        label: '北京3区',
        zone: 'PEK3',
        consoleName: '高性能计算',
      }),
    );
    await page.screenshot('landing-zh');

    await page.page.getByRole('button', { name: tr('zh', 'Language') }).click();
    await page.page.getByRole('menuitemradio', { name: 'English' }).click();
    expect(await checkShell(page, { lands: LANDING, screen: 'layout' }, 'en')).toEqual([]);
    expect(await page.page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.page.title()).toBe('Clusters - Beijing 3 (PEK3) - High Performance Computing Console');

    await page.page.reload();
    await page.settle();
    expect(await checkShell(page, { lands: LANDING, screen: 'layout' }, 'en')).toEqual([]);
    await page.expectAccessible('the header and side menu in English', ['header', 'nav']);
    await page.screenshot('landing-en');

    await page.page.getByRole('button', { name: 'Language' }).click();
    await page.page.getByRole('menuitemradio', { name: '中文' }).click();
    expect(await checkShell(page, { lands: LANDING, screen: 'layout' }, 'zh')).toEqual([]);
    await page.page.reload();
    await page.settle();
    expect(await checkShell(page, { lands: LANDING, screen: 'layout' }, 'zh')).toEqual([]);
  });

  it('appearance: light, dark and system; html.dark follows and the choice is remembered', async () => {
    const page = await browser.current.as('usr-owner', { colorScheme: 'light' });
    const classes = () => page.page.evaluate(() => [...document.documentElement.classList]);
    const choose = async (option: string) => {
      await page.page.getByRole('button', { name: tr('zh', 'Appearance') }).click();
      await page.page.getByRole('menuitemradio', { name: tr('zh', option) }).click();
    };
    await page.goto(LANDING);
    await page.settle();
    expect(await classes()).not.toContain('dark');

    await choose('Dark');
    await expect.poll(classes).toContain('dark');
    await page.page.reload();
    await page.settle();
    expect(await classes()).toContain('dark');
    await page.expectAccessible('the header and side menu in dark mode', ['header', 'nav']);
    await page.screenshot('landing-dark');

    await choose('Light');
    await expect.poll(classes).toContain('light');
    expect(await classes()).not.toContain('dark');
    await page.page.reload();
    await page.settle();
    expect(await classes()).not.toContain('dark');

    await choose('Follow the system');
    await page.page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(classes).toContain('dark');
    await page.page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(classes).not.toContain('dark');
    await page.page.emulateMedia({ colorScheme: 'dark' });
    await page.page.reload();
    await page.settle();
    expect(await classes()).toContain('dark');
  });

  it('the side menu moves between sections and the back button goes back one step', async () => {
    const page = await browser.current.as('usr-owner');
    await page.goto(LANDING);
    await page.settle();
    await page.page
      .getByRole('navigation', { name: tr('zh', 'Main menu') })
      .locator(`a[href$="${hpc('nodes')}"]`)
      .click();
    await page.waitForPath(hpc('nodes'));
    expect(await checkShell(page, { lands: hpc('nodes'), screen: 'layout' })).toEqual([]);
    await page.page.getByRole('button', { name: tr('zh', 'Back') }).click();
    await page.waitForPath(LANDING);
    expect(await checkShell(page, { lands: LANDING, screen: 'layout' })).toEqual([]);
  });
});

/** The sections of the side menu's entries (the last segment of each link), in order. */
async function menuSections(page: ActorPage, locale: Locale = 'zh'): Promise<string[]> {
  const links = page.page.getByRole('navigation', { name: tr(locale, 'Main menu') }).getByRole('link');
  await links.first().waitFor();
  return links.evaluateAll((anchors) => anchors.map((a) => (a.getAttribute('href') ?? '').split('/').pop() ?? ''));
}

/** Answers this user's HPC permission as opened (what the main account does in User management). */
async function permissionOpened(route: Route): Promise<void> {
  const response = await route.fetch();
  const body = (await response.json()) as Record<string, unknown>;
  await route.fulfill({ response, json: { ...body, status: 'enable', uid: body.uid ?? 10099, gid: body.gid ?? 10001 } });
}

describe('sub-users (spec section 6)', () => {
  const OWNER_ONLY = ['quickstart', 'users', 'user_mgt'];

  it('without HPC permission: the notice in place of the console, cluster creation included', async () => {
    const page = await browser.current.as('usr-sub');
    for (const section of ['hpc_clusters/select_type', 'hpc_clusters/create_hpc']) {
      await page.goto(hpc(section));
      await page.settle();
      expect(await checkShell(page, { lands: hpc(section), screen: 'notice' })).toEqual([]);
    }
    await page.screenshot('sub-user-not-opened');
  });

  it('with HPC permission: sent from cluster creation to the cluster list; the owner-only menu items are hidden', async () => {
    const page = await browser.current.as('usr-sub');
    await page.page.route((url) => url.pathname.endsWith('/api/portal-hpc/permission/usr-sub'), permissionOpened);
    for (const section of ['hpc_clusters/select_type', 'hpc_clusters/create_hpc', 'hpc_clusters/create_ehpc']) {
      await page.goto(hpc(section));
      await page.waitForPath(LANDING);
      await page.settle();
    }
    const subMenu = await menuSections(page);
    for (const item of OWNER_ONLY) expect(subMenu).not.toContain(item);
    expect(subMenu).toContain('hpc_clusters');

    const owner = await browser.current.as('usr-owner');
    await owner.goto(LANDING);
    await owner.settle();
    const ownerMenu = await menuSections(owner);
    for (const item of OWNER_ONLY) expect(ownerMenu).toContain(item);
    await owner.goto(hpc('hpc_clusters/select_type'));
    await owner.settle();
    expect(owner.path()).toBe(hpc('hpc_clusters/select_type'));
  });
});

describe('feature flags (spec section 6)', () => {
  it('a section whose flag is off is hidden in the menu and not reachable by URL', async () => {
    const page = await browser.current.as('usr-owner');
    // The zone's hpc-config as the configuration service would answer it with NAS, job templates and shared clusters off.
    await page.page.route(
      (url) => /\/api\/config\/namespaces\/[^/]+\/entries\/hpc-config$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        if (response.status() !== 200) return route.fulfill({ response });
        const body = (await response.json()) as { value: { features: Record<string, boolean> } };
        body.value.features = { ...body.value.features, nas: false, job_template: false, shared_cluster: false };
        return route.fulfill({ response, json: body });
      },
    );
    await page.goto(LANDING);
    await page.settle();
    const items = await menuSections(page);
    for (const off of ['nas', 'job_templates', 'user_mgt']) expect(items).not.toContain(off);
    for (const on of ['hpc_clusters', 'jobs', 'nodes']) expect(items).toContain(on);
    for (const section of ['nas', `nas/${NAS}`, 'job_templates', 'user_mgt/main/user_management']) {
      await page.goto(hpc(section));
      await page.waitForPath(LANDING);
    }
  });
});

describe('sign-in throttling (ADR 0023)', () => {
  const LOGIN_API = new RegExp(`^${'/_micro_/hpc/api/auth/login'.replace(/\//g, '\\/')}$`);
  const allow: ExpectedNetworkError[] = [
    { status: 401, path: LOGIN_API, why: 'the wrong passwords typed on purpose' },
    { status: 429, path: LOGIN_API, why: 'the lock those failures earn' },
  ];

  for (const [locale, colorScheme] of [
    ['zh', 'light'],
    ['en', 'dark'],
  ] as const) {
    it(`says when to try again after the fifth failure, on the sign-in page (${locale}, ${colorScheme})`, async () => {
      // An account name of its own (one that does not exist: it is throttled the same), so no other test is locked.
      const name = `e2e-lock-${locale}@example.com`;
      const page = await browser.current.anonymous({ locale, colorScheme, allow });
      await page.goto('login');
      await page.page.locator('input[name="user_name"]').fill(name);
      const alert = page.page.getByRole('alert');
      const wrong = locale === 'zh' ? '用户名或密码错误' : 'Wrong user name or password';
      for (let n = 1; n <= 5; n += 1) {
        await page.page.locator('input[name="password"]').fill(`Wrong#Pass${n}`);
        // The button is disabled while the answer is awaited (delayed from the third failure on).
        await page.page.locator('button[type="submit"]').click();
        if (n < 5) await expect.poll(() => alert.textContent()).toBe(wrong);
      }
      await expect
        .poll(() => alert.textContent())
        .toBe(locale === 'zh' ? '登录失败次数过多，请 1 分钟后再试' : 'Too many failed sign-ins: please try again in 1 min');
      expect(page.path()).toMatch(/^\/login/);
      await page.expectAccessible(`the locked sign-in (${locale}, ${colorScheme})`);
      await page.screenshot(`sign-in-locked-${locale}-${colorScheme}`);
    });
  }
});

describe('a session that ends while the console is open (ADR 0029)', () => {
  const API = /^\/_micro_\/hpc\/api\//;
  const allow: ExpectedNetworkError[] = [{ status: 401, path: API, why: 'the requests of the session ended on the gateway' }];
  const owner = DEMO_ACCOUNTS.find((account) => account.user_id === OWNER)!;

  for (const [locale, colorScheme] of [
    ['zh', 'light'],
    ['en', 'dark'],
  ] as const) {
    it(`goes to sign-in saying so, and back to the page after it (${locale}, ${colorScheme})`, async () => {
      // A session of this test's own (the file's shared sign-in must outlive it).
      const page = await browser.current.anonymous({ locale, colorScheme, allow });
      const signIn = async () => {
        await page.page.locator('input[name="user_name"]').fill(owner.user_id);
        await page.page.locator('input[name="password"]').fill(owner.password);
        await page.page.locator('button[type="submit"]').click();
      };
      const visited: string[] = [];
      page.page.on('framenavigated', (frame) => {
        if (frame === page.page.mainFrame()) visited.push(frame.url().replace(page.origin, ''));
      });
      await page.goto('login');
      await signIn();
      await page.waitForPath(LANDING);
      // The session ends on the gateway (as an idle timeout or a sign-out elsewhere would end it); the tab still has
      // its cookie.
      const cookies = await page.context.cookies();
      const cookie = cookies.map((item) => `${item.name}=${item.value}`).join('; ');
      const csrf = cookies.find((item) => item.name === 'hpc_csrf')?.value ?? '';
      const ended = await fetch(`${page.origin}/_micro_/hpc/api/auth/logout`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(ended.status).toBe(200);
      // The next screen's first request is refused: the sign-in page says why and keeps where the user was going.
      // The landing's own refresh may meet the ended session first (a cluster in a transitional state is polled):
      // then the sign-in page is already loading and keeps the landing, and the navigation is not made on it.
      // (A navigation to the sign-in page may also start while this runs, which ends the script's page.)
      await page.page
        .evaluate(
          ([landing, target]) => {
            if (window.location.pathname !== landing) return;
            window.history.pushState(null, '', target);
            window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
          },
          [`${BASE_PATH}${LANDING.slice(1)}`, `${BASE_PATH}${hpc('jobs').slice(1)}`],
        )
        .catch((error: Error) => {
          if (!/Execution context was destroyed/.test(error.message)) throw error;
        });
      await page.waitForPath('/login');
      const next = new URL(page.page.url()).searchParams.get('next');
      expect([hpc('jobs'), LANDING], `the pages it went through: ${visited.join(' -> ')}`).toContain(next);
      const notice = page.page.getByRole('status');
      await expect
        .poll(() => notice.textContent())
        .toBe(
          locale === 'zh'
            ? '会话已结束。请重新登录，登录后将回到您刚才所在的页面。'
            : 'Your session has ended. Sign in again to return to where you were.',
        );
      await page.expectAccessible(`the ended session's sign-in (${locale}, ${colorScheme})`);
      await page.screenshot(`sign-in-session-ended-${locale}-${colorScheme}`);
      await signIn();
      await page.waitForPath(next!);
    });
  }
});
