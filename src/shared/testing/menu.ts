/**
 * Opening a Chakra (zag) menu and choosing its items in component tests. zag starts a menu's machine in an effect
 * after the trigger is on screen: on a loaded machine a click can land in between and is not heard, so openMenu
 * clicks again until the items show. zag highlights an item under the pointer only while its global interaction
 * modality is "pointer", which does not survive from one test to the next in jsdom; the keyboard path (arrows to
 * the item, Enter) does not depend on it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { TEST_WAIT_MS } from '@/testing/waits';

/** The items of the menu `trigger` opens (its content, named by aria-controls), else every item on screen. */
function itemsOf(trigger: HTMLElement): HTMLElement[] {
  const id = trigger.getAttribute('aria-controls');
  const content = id ? document.getElementById(id) : null;
  return content ? within(content).getAllByRole('menuitem') : screen.getAllByRole('menuitem');
}

/** Clicks the trigger until its menu's items show (each click given 2 s to open it); answers the items. */
export async function openMenu(trigger: HTMLElement): Promise<HTMLElement[]> {
  const deadline = Date.now() + TEST_WAIT_MS;
  for (;;) {
    await userEvent.click(trigger);
    try {
      return await waitFor(() => itemsOf(trigger), { timeout: Math.min(2_000, Math.max(deadline - Date.now(), 1)) });
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}

/**
 * Presses Escape until no menu item shows (each press given 2 s). zag's dismiss layer hears Escape only once it is
 * registered, a step after the items show; on a loaded machine an early press is not heard.
 */
export async function closeMenu(): Promise<void> {
  const deadline = Date.now() + TEST_WAIT_MS;
  for (;;) {
    await userEvent.keyboard('{Escape}');
    try {
      await waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0), {
        timeout: Math.min(2_000, Math.max(deadline - Date.now(), 1)),
      });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}

/** The labels of the menu `trigger` opens; the menu is closed again (Escape) before it answers. */
export async function menuLabels(trigger: HTMLElement): Promise<string[]> {
  const labels = (await openMenu(trigger)).map((item) => item.textContent ?? '');
  await closeMenu();
  return labels;
}

export async function chooseMenuItem(trigger: HTMLElement, label: string | RegExp): Promise<void> {
  const items = await openMenu(trigger);
  const matches = (element: Element) =>
    typeof label === 'string' ? element.textContent?.trim() === label : label.test(element.textContent ?? '');
  if (!items.some(matches)) throw new Error(`no menu item ${String(label)} among ${items.map((item) => item.textContent).join(', ')}`);
  // The highlight moves a step after each arrow (zag's machine): wait for it to move before judging it, and press
  // Enter only on the item asked for, never on whichever a loaded machine still shows highlighted.
  const highlighted = () => itemsOf(trigger).find((item) => item.hasAttribute('data-highlighted'));
  for (let step = 0; !(highlighted() && matches(highlighted()!)); step += 1) {
    if (step > 2 * items.length) throw new Error(`the menu item ${String(label)} is never highlighted`);
    const before = highlighted()?.textContent;
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()?.textContent).not.toBe(before), { timeout: 2_000 }).catch(() => undefined);
  }
  await userEvent.keyboard('{Enter}');
  // The menu closes on the choice: the next menu opened (the same trigger's, a moment later) is a new one, not this
  // one still closing, whose items a loaded machine would otherwise answer.
  await waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0), { timeout: TEST_WAIT_MS });
}
