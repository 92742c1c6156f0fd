/**
 * Opening a Chakra (zag) menu and choosing its items in component tests. zag starts a menu's machine in an effect
 * after the trigger is on screen: on a loaded machine a click can land in between and is not heard, so openMenu
 * clicks again until the items show. zag highlights an item under the pointer only while its global interaction
 * modality is "pointer", which does not survive from one test to the next in jsdom; the keyboard path (arrows to
 * the item, Enter) does not depend on it.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_WAIT_MS } from '../../testing/waits';

/** Clicks the trigger until its menu's items show (each click given 2 s to open it); answers the items. */
export async function openMenu(trigger: HTMLElement): Promise<HTMLElement[]> {
  const deadline = Date.now() + TEST_WAIT_MS;
  for (;;) {
    await userEvent.click(trigger);
    try {
      return await waitFor(() => screen.getAllByRole('menuitem'), { timeout: Math.min(2_000, Math.max(deadline - Date.now(), 1)) });
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}

export async function chooseMenuItem(trigger: HTMLElement, label: string | RegExp): Promise<void> {
  const items = await openMenu(trigger);
  const matches = (element: Element) => (typeof label === 'string' ? element.textContent?.trim() === label : label.test(element.textContent ?? ''));
  if (!items.some(matches)) throw new Error(`no menu item ${String(label)} among ${items.map((item) => item.textContent).join(', ')}`);
  for (let step = 0; step <= items.length; step += 1) {
    const highlighted = items.find((item) => item.hasAttribute('data-highlighted'));
    if (highlighted && matches(highlighted)) break;
    await userEvent.keyboard('{ArrowDown}');
  }
  await userEvent.keyboard('{Enter}');
}
