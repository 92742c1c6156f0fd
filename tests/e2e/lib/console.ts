/**
 * Small helpers of the feature tests (clusters, jobs): the console's Chinese texts from the catalogs, labels with the
 * required mark, toasts, table rows, status badges and native selects whose options arrive later.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ActorPage } from './browser';
import { tr } from './shell';

/**
 * A console message in Chinese (the default language), from the catalogs. Fails when the catalogs do not translate
 * it, so that a message id that does not exist (a typo, a renamed message) fails here rather than as a missing element.
 */
export function zh(message: string, values: Record<string, string | number> = {}): string {
  const text = tr('zh', message, values);
  if (text === tr('en', message, values) && /[A-Za-z]{2}/.test(message))
    throw new Error(`no Chinese translation of "${message}" in locales/zh`);
  return text;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form field's accessible name: the label, then the required mark (*) when the field has one. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);
}

/** The toast (role status) saying `text` in its title or description. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The rows of a table (named by its aria-label) that contain `text`. */
export function rowsOf(scope: Page | Locator, table: string, text: string | RegExp): Locator {
  return scope.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ hasText: text });
}

/** The status word of the first status badge in `scope` (data-status: the status itself, whatever the language), or null. */
export async function statusOf(scope: Locator): Promise<string | null> {
  const badge = scope.locator('[data-status]').first();
  if ((await badge.count()) === 0) return null;
  return badge.getAttribute('data-status', { timeout: 2000 }).catch(() => null);
}

/** Waits until the status badge in `scope` shows one of `statuses`; answers the one shown. */
export async function waitForStatus(scope: Locator, statuses: string | string[], timeout = 60_000): Promise<string> {
  const wanted = Array.isArray(statuses) ? statuses : [statuses];
  let seen: string | null = null;
  await expect
    .poll(
      async () => {
        seen = await statusOf(scope);
        return seen !== null && wanted.includes(seen);
      },
      { timeout, interval: 500, message: `status one of ${wanted.join(', ')}` },
    )
    .toBe(true);
  return seen ?? '';
}

/**
 * Chooses the first option of a native select that is enabled and not the placeholder, once the options have
 * arrived (widgets load theirs from the gateway); answers its value.
 */
export async function chooseFirstOption(select: Locator): Promise<string> {
  const option = select.locator('option:not([disabled]):not([value=""])').first();
  await option.waitFor({ state: 'attached', timeout: 20_000 });
  const value = (await option.getAttribute('value')) ?? '';
  await select.selectOption(value);
  return value;
}

/**
 * A short random tag that makes the names of one run unique: q and four letters or digits (q: no hexadecimal id, such
 * as an operation's, contains it, so a search for the tag finds only what bears it).
 */
export function runTag(): string {
  return `q${Math.random().toString(36).slice(2, 6).padEnd(4, '0')}`;
}

/**
 * ActorPage.expectAccessible with the mouse out of the way first: a test's last click leaves the pointer on a button,
 * and a hovered solid button (Chakra's colorPalette.solid/90) is lighter than at rest, which axe then measures.
 */
export async function checkAccessible(page: ActorPage, label: string): Promise<void> {
  await page.page.mouse.move(0, 0);
  await page.expectAccessible(label);
}

/** A screenshot in light and in dark (the console follows the system's scheme unless told otherwise), back to light. */
export async function lightAndDark(page: ActorPage, name: string, shown?: Locator): Promise<void> {
  await page.page.mouse.move(0, 0);
  if (shown) await shown.scrollIntoViewIfNeeded();
  await page.screenshot(`${name}-light`);
  await page.page.emulateMedia({ colorScheme: 'dark' });
  await page.page.waitForTimeout(300);
  await page.screenshot(`${name}-dark`);
  await page.page.emulateMedia({ colorScheme: 'light' });
}
