/**
 * The end-to-end tests' browser: Debian's Chromium driven by playwright-core, launched once per test file.
 *
 * - Every demo actor signs in once per file through the real sign-in form; its storage state (cookies, local
 *   storage) is reused by every page opened for it afterwards.
 * - Every page collects its uncaught page errors and its console errors. A test fails on any of them when it ends
 *   (afterEach), except the browser's "Failed to load resource" lines for the network answers listed in
 *   EXPECTED_NETWORK_ERRORS (or added by one test for one page).
 * - axe-core checks a page; serious and critical violations fail, each reported with its rule and nodes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { AxeResults, ImpactValue } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/seed/identity';
import { holdE2ESlot, releaseE2ESlot } from './one-file';

export const BASE_PATH = '/_micro_/hpc/';
// One e2e file at a time beside the slurm project's (lib/one-file.ts): every e2e file imports this module first, so it
// waits here for the run's slot, before its gateway and browser start; useBrowser gives the slot back at its end.
await holdE2ESlot(inject('e2eSlot'));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
/**
 * A run under a moved clock (`faketime -f +35d npm test`): Chromium does not run under libfaketime (its
 * navigations time out), so it is started without it, and each page's Date is moved by the same offset instead
 * (timers untouched). The offset is faketime's relative form: `+35d`, `-2h`, `+90m`, `+30s`.
 */
const MOVED_CLOCK = Boolean(process.env.FAKETIME) && (process.env.LD_PRELOAD ?? '').includes('faketime');
const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, y: 365 * 86_400_000 };
function movedClockOffsetMs(): number {
  const moved = /^([+-]\d+(?:\.\d+)?)([smhdy]?)$/.exec((process.env.FAKETIME ?? '').trim());
  if (!moved) throw new Error(`e2e under faketime: only a relative FAKETIME (e.g. +35d) is supported, not ${process.env.FAKETIME}`);
  return Number(moved[1]) * UNIT_MS[moved[2] || 's'];
}
const chromiumEnv = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !/^(LD_PRELOAD|FAKETIME)/.test(entry[0]),
    ),
  );
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeText: string | undefined;
const axeSource = () => (axeText ??= readFileSync(AXE_SCRIPT, 'utf8'));
export const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', '..', 'build', 'e2e-screenshots');

export type ActorId = (typeof DEMO_ACCOUNTS)[number]['user_id'];
export const ACTORS = DEMO_ACCOUNTS.map((account) => account.user_id) as ActorId[];
export type Locale = 'zh' | 'en';

/** A network failure the browser reports as a console error ("Failed to load resource: … status of N"). */
export interface ExpectedNetworkError {
  status: number;
  /** The resource's path (query excluded). */
  path: RegExp;
  /** And, when given, its whole URL. */
  url?: RegExp;
  why: string;
}

const API = `${BASE_PATH}api`.replace(/\//g, '\\/');
/** The only network failure that may reach the console on every page: the identity probe before sign-in. */
export const EXPECTED_NETWORK_ERRORS: readonly ExpectedNetworkError[] = [
  { status: 401, path: new RegExp(`^${API}\\/auth\\/session$`), why: 'the identity probe before sign-in' },
];

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

export interface Problem {
  kind: 'page error' | 'console error';
  text: string;
  /** Where the page was when it happened. */
  at: string;
}

export interface AxeViolation {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** The serious and critical violations, one line per rule and node, for a failure message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.rule}: ${v.help}\n${v.nodes.map((n) => `    ${n.target}  ${n.html}\n      ${n.summary.replace(/\n/g, '\n      ')}`).join('\n')}`,
    )
    .join('\n');
}

/** One browser tab of one actor, with what went wrong on it. */
export class ActorPage {
  readonly problems: Problem[] = [];
  /** Document loads of the tab so far (goto, reload, and any the console starts itself). */
  documentLoads = 0;
  /** Requests under way (scripts, styles, API calls) and when they started. */
  private inFlight = new Map<Request, number>();
  private readonly allowed: ExpectedNetworkError[];

  constructor(
    readonly actor: ActorId | null,
    readonly context: BrowserContext,
    readonly page: Page,
    readonly origin: string,
    allow: ExpectedNetworkError[] = [],
  ) {
    this.allowed = [...EXPECTED_NETWORK_ERRORS, ...allow];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) this.documentLoads += 1;
      this.inFlight.set(request, Date.now());
    });
    // An answer's headers are enough here; an aborted fetch may never report its end.
    page.on('response', (response) => this.inFlight.delete(response.request()));
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    page.on('requestfailed', (request) => this.inFlight.delete(request));
    page.on('pageerror', (error) => this.problems.push({ kind: 'page error', text: error.stack ?? String(error), at: page.url() }));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (this.isExpected(text, message.location().url)) return;
      this.problems.push({
        kind: 'console error',
        text: `${text}${message.location().url ? ` (${message.location().url})` : ''}`,
        at: page.url(),
      });
    });
  }

  private isExpected(text: string, resource: string): boolean {
    const status = FAILED_RESOURCE.exec(text)?.[1];
    if (!status || !resource) return false;
    const url = new URL(resource, this.origin);
    return this.allowed.some(
      (item) => item.status === Number(status) && item.path.test(url.pathname) && (!item.url || item.url.test(url.href)),
    );
  }

  /** A console path (below the base path) as a full URL. */
  url(path: string): string {
    return `${this.origin}${BASE_PATH}${path.replace(/^\//, '')}`;
  }

  /** The current path below the base path, with its query, e.g. /pek3/hpc/hpc_clusters. */
  path(): string {
    const url = new URL(this.page.url());
    return `${url.pathname.slice(BASE_PATH.length - 1)}${url.search}`;
  }

  /** Loads a console path (a full page load). */
  async goto(path: string): Promise<void> {
    await this.page.goto(this.url(path), { waitUntil: 'domcontentloaded' });
  }

  /**
   * Moves to a console path inside the running console (history push + popstate, as the router's back/forward).
   * Answers when (page time) it moved, for changedSince.
   */
  async navigate(path: string): Promise<number> {
    const target = `${BASE_PATH}${path.replace(/^\//, '')}`;
    return this.evaluate((href) => {
      window.history.pushState(null, '', href);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      return performance.now();
    }, target);
  }

  /** Whether the document changed after `at` (page time, from navigate). */
  changedSince(at: number): Promise<boolean> {
    return this.evaluate((since) => ((window as unknown as { __e2eLastMutation?: number }).__e2eLastMutation ?? 0) > since, at);
  }

  /** Waits until the path (below the base path, query excluded) matches. */
  async waitForPath(expected: string | RegExp, timeout = 15_000): Promise<void> {
    const matches = (url: URL) => {
      const path = url.pathname.slice(BASE_PATH.length - 1);
      return typeof expected === 'string' ? path === expected : expected.test(path);
    };
    await this.page.waitForURL(matches, { timeout, waitUntil: 'commit' });
  }

  /**
   * Waits until a screen stands: a level-1 heading is shown (the header's title, a notice's or a standalone page's)
   * and, for at most `quietMs`, until it stands still (isQuiet).
   */
  async settle(options: { heading?: boolean; quietMs?: number } = {}): Promise<void> {
    const { heading = true, quietMs = 4000 } = options;
    if (heading) await this.page.locator('h1').first().waitFor({ state: 'visible', timeout: 10_000 });
    const until = Date.now() + quietMs;
    while (Date.now() < until && !(await this.isQuiet(200))) await this.page.waitForTimeout(100);
  }

  /**
   * page.evaluate that survives a document load under way (the console reloading itself): waits for the new
   * document and evaluates there.
   */
  async evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        // (fn takes its argument as it is: only plain JSON values are passed here.)
        return await this.page.evaluate<R, A>(fn as never, arg);
      } catch (error) {
        if (attempt >= 3 || !/Execution context was destroyed|navigat/i.test(String(error))) throw error;
        await this.page.waitForLoadState('domcontentloaded').catch(() => undefined);
      }
    }
  }

  /**
   * Whether the screen stands still: the document has not changed for `ms`, the loading indicator is off and no
   * request (a route's chunk, an API call) is under way.
   */
  async isQuiet(ms: number): Promise<boolean> {
    // A request without an answer after 5 s is a long poll or lost: it does not hold the screen up.
    const recent = Date.now() - 5000;
    if ([...this.inFlight.values()].some((started) => started > recent)) return false;
    return this.evaluate(
      (quietMs) =>
        performance.now() - ((window as unknown as { __e2eLastMutation?: number }).__e2eLastMutation ?? 0) > quietMs &&
        !document.querySelector('[role="progressbar"]'),
      ms,
    );
  }

  /**
   * Runs axe-core on the whole document, or on the elements of `include` (CSS selectors); answers the serious and
   * critical violations.
   */
  async axe(include?: string[]): Promise<AxeViolation[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.runAxe(include);
      } catch (error) {
        // A document load under way (the console reloading itself): axe runs again on the new document.
        if (attempt >= 2 || !/Execution context was destroyed|navigat/i.test(String(error))) throw error;
        await this.page.waitForLoadState('domcontentloaded').catch(() => undefined);
      }
    }
  }

  private async runAxe(include?: string[]): Promise<AxeViolation[]> {
    // Colours are checked as they end up: a dialog or a value still fading in (slow on a loaded machine) is waited for
    // (finite animations only: a spinner's never end), at most 5 s; again while one has begun meanwhile (a dialog
    // that mounts once a slow answer came), up to three times.
    await this.page.evaluate(async () => {
      const running = () =>
        document
          .getAnimations()
          .filter((animation) => animation.playState !== 'finished' && animation.effect?.getComputedTiming().iterations !== Infinity);
      for (let round = 0; round < 3; round += 1) {
        await Promise.race([
          Promise.all(running().map((animation) => animation.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, 5000)),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (!running().length) break;
      }
      // A dialog still fading in (its opacity a transition the loop above did not see begin): up to 5 s more.
      const fading = () =>
        [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
          (dialog) => Number(getComputedStyle(dialog).opacity) < 1,
        );
      for (let waited = 0; fading() && waited < 5000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const present = await this.page.evaluate(() => 'axe' in window);
    // Evaluated through the driver, not added as an inline <script>, which the page's CSP rightly refuses (ADR 0021).
    if (!present) await this.page.evaluate(axeSource());
    const violations = await this.page.evaluate(async (selectors) => {
      const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<AxeResults> } }).axe;
      const results = await axe.run(selectors ? { include: selectors.map((selector) => [selector]) } : document, {
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 240), summary: n.failureSummary ?? '' })),
        }));
    }, include);
    return violations;
  }

  /** Fails (softly) on serious or critical axe violations, naming the screen and listing rule and nodes. */
  async expectAccessible(label = this.path(), include?: string[]): Promise<void> {
    const violations = await this.axe(include);
    expect.soft(describeViolations(violations), `serious or critical axe violations on ${label}`).toBe('');
  }

  /** Saves a screenshot of the page to build/e2e-screenshots/<name>.png (for a look at a run; never compared). */
  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  }

  /** Problems collected from index `from` on. */
  problemsSince(from: number): Problem[] {
    return this.problems.slice(from);
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }
}

export interface OpenOptions {
  /** The console's language, stored before the first load (default: none stored, i.e. Chinese). */
  locale?: Locale;
  /** The system colour scheme the browser reports. */
  colorScheme?: 'light' | 'dark';
  /** Network failures this page is expected to meet on top of EXPECTED_NETWORK_ERRORS. */
  allow?: ExpectedNetworkError[];
  /**
   * false: the page is not checked and closed when the test ends; its owner reads `problems` and closes it (for
   * pages of concurrent tests).
   */
  track?: boolean;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The browser of one test file, its signed-in actors and the pages opened by the current test. */
export class E2EBrowser {
  private readonly states = new Map<ActorId, Promise<StorageState>>();
  private open: ActorPage[] = [];

  private constructor(
    readonly browser: Browser,
    readonly origin: string,
  ) {}

  static async launch(origin: string): Promise<E2EBrowser> {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      headless: true,
      ...(MOVED_CLOCK ? { env: chromiumEnv() } : {}),
    });
    return new E2EBrowser(browser, origin);
  }

  private async newPage(actor: ActorId | null, state: StorageState | undefined, options: OpenOptions): Promise<ActorPage> {
    let storageState = state;
    if (options.locale) {
      const origins = (state?.origins ?? []).filter((item) => item.origin !== this.origin);
      const own = state?.origins.find((item) => item.origin === this.origin)?.localStorage ?? [];
      const localStorage = [...own.filter((item) => item.name !== 'hpc.locale'), { name: 'hpc.locale', value: options.locale }];
      storageState = { cookies: state?.cookies ?? [], origins: [...origins, { origin: this.origin, localStorage }] };
    }
    const context = await this.browser.newContext({
      storageState,
      colorScheme: options.colorScheme ?? 'light',
      viewport: { width: 1366, height: 860 },
      locale: 'zh-CN',
    });
    context.setDefaultTimeout(15_000);
    if (MOVED_CLOCK) {
      await context.addInitScript((offset: number) => {
        const RealDate = Date;
        class MovedDate extends RealDate {
          constructor(...args: unknown[]) {
            if (args.length === 0) super(RealDate.now() + offset);
            else super(...(args as [string]));
          }
          static override now(): number {
            return RealDate.now() + offset;
          }
        }
        window.Date = MovedDate as DateConstructor;
      }, movedClockOffsetMs());
    }
    // Records when the document last changed (ActorPage.quiet).
    await context.addInitScript(() => {
      const mark = () => ((window as unknown as { __e2eLastMutation: number }).__e2eLastMutation = performance.now());
      mark();
      new MutationObserver(mark).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      // Anything the page's Content-Security-Policy blocks is a problem of the test (ADR 0021).
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline piece'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        );
      });
    });
    const page = new ActorPage(actor, context, await context.newPage(), this.origin, options.allow);
    if (options.track !== false) this.open.push(page);
    return page;
  }

  /** A page with nobody signed in. */
  anonymous(options: OpenOptions = {}): Promise<ActorPage> {
    return this.newPage(null, undefined, options);
  }

  /** Signs the actor in through the sign-in form (once per file) and keeps its storage state. */
  private signIn(actor: ActorId): Promise<StorageState> {
    let state = this.states.get(actor);
    if (!state) {
      state = (async () => {
        const account = DEMO_ACCOUNTS.find((item) => item.user_id === actor);
        if (!account) throw new Error(`unknown demo actor ${actor}`);
        const login = await this.anonymous({ track: false });
        await login.goto('login');
        await login.page.locator('input[name="user_name"]').fill(account.user_id);
        await login.page.locator('input[name="password"]').fill(account.password);
        await login.page.locator('button[type="submit"]').click();
        await login.page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
        // The console has started once a heading shows: the landing's header, or a start-up notice.
        await login.settle();
        const signedIn = await login.context.storageState();
        await login.close();
        if (login.problems.length)
          throw new Error(
            `signing ${actor} in met errors:\n${login.problems.map((item) => `${item.kind} at ${item.at}: ${item.text}`).join('\n')}`,
          );
        return signedIn;
      })();
      this.states.set(actor, state);
      state.catch(() => this.states.delete(actor));
    }
    return state;
  }

  /** A page of a signed-in demo actor. */
  async as(actor: ActorId, options: OpenOptions = {}): Promise<ActorPage> {
    return this.newPage(actor, await this.signIn(actor), options);
  }

  /** Ends the current test: fails on the problems of its pages, then closes them. */
  async endTest(): Promise<void> {
    const pages = this.open;
    this.open = [];
    const problems = pages.flatMap((page) =>
      page.problems.map((problem) => `[${page.actor ?? 'anonymous'}] ${problem.kind} at ${problem.at}:\n  ${problem.text}`),
    );
    await Promise.all(pages.map((page) => page.close()));
    expect(problems, 'uncaught page errors or console errors').toEqual([]);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

/**
 * The browser of the test file: launched before its first test, closed after its last; every test ends with the
 * check of the errors its pages met. `origin`: the gateway to drive (default: the run's shared gateway), read when
 * the browser launches — e.g. a file's own gateway (lib/own-gateway.ts), whose beforeAll is registered first.
 */
export function useBrowser(options: { origin?: () => string } = {}): { readonly current: E2EBrowser } {
  const holder: { current?: E2EBrowser } = {};
  beforeAll(async () => {
    holder.current = await E2EBrowser.launch(options.origin?.() ?? inject('e2eUrl'));
  });
  afterEach(async () => {
    await holder.current?.endTest();
  });
  afterAll(async () => {
    try {
      await holder.current?.close();
    } finally {
      releaseE2ESlot();
    }
  });
  return {
    get current(): E2EBrowser {
      if (!holder.current) throw new Error('the browser is not launched yet');
      return holder.current;
    },
  };
}
