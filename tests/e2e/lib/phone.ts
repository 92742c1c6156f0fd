/**
 * A phone-sized page of a signed-in demo actor: 375 x 812 CSS pixels at device scale 2, touch, in a language and
 * colour scheme. It starts from the storage state of a page the file's browser signed in (browser.ts signs in once per
 * file), in a context of its own since a page's viewport, scale and touch are set when its context is made. The page
 * is not tracked by the browser: its owner checks `problems` and closes it.
 */
import { ActorPage, type ActorId, type E2EBrowser, type Locale } from './browser';

export const PHONE = { width: 375, height: 812 } as const;

export async function phonePage(
  browser: E2EBrowser,
  actor: ActorId,
  options: { locale: Locale; colorScheme: 'light' | 'dark' },
): Promise<ActorPage> {
  const signedIn = await browser.as(actor);
  const state = await signedIn.context.storageState();
  await signedIn.close();
  const own = state.origins.find((item) => item.origin === browser.origin)?.localStorage ?? [];
  const localStorage = [...own.filter((item) => item.name !== 'hpc.locale'), { name: 'hpc.locale', value: options.locale }];
  const context = await browser.browser.newContext({
    storageState: { cookies: state.cookies, origins: [{ origin: browser.origin, localStorage }] },
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: options.colorScheme,
    locale: 'zh-CN',
  });
  context.setDefaultTimeout(15_000);
  // As browser.ts does: when the document last changed (ActorPage.isQuiet).
  await context.addInitScript(() => {
    const mark = () => ((window as unknown as { __e2eLastMutation: number }).__e2eLastMutation = performance.now());
    mark();
    new MutationObserver(mark).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return new ActorPage(actor, context, await context.newPage(), browser.origin);
}

/** How far the document is wider than the viewport (0: the page does not scroll sideways), and what sticks out. */
export function sidewaysOverflow(page: ActorPage): Promise<{ excess: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - width;
    const widest: string[] = [];
    // What widens the page: elements past the right edge that no scrolling or clipping box holds (the outermost such).
    const held = (element: Element): boolean => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return getComputedStyle(element).position === 'fixed';
    };
    const past = (element: Element | null) => Boolean(element && element.getBoundingClientRect().right > width + 1 && !held(element));
    if (excess > 0) {
      for (const element of document.body.querySelectorAll('*')) {
        if (!past(element) || past(element.parentElement)) continue;
        const text = (element.textContent ?? '').trim().slice(0, 40);
        widest.push(
          `${element.tagName.toLowerCase()}[${String(element.className).slice(0, 50)}] "${text}" right=${Math.round(element.getBoundingClientRect().right)}`,
        );
        if (widest.length >= 5) break;
      }
    }
    return { excess, widest };
  }, null);
}
