/**
 * Choosing an item of a Chakra (zag) menu in component tests. zag highlights an item under the pointer only while
 * its global interaction modality is "pointer", which does not survive from one test to the next in jsdom; the
 * keyboard path (arrows to the item, Enter) does not depend on it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export async function chooseMenuItem(trigger: HTMLElement, label: string | RegExp): Promise<void> {
  await userEvent.click(trigger);
  const items = await screen.findAllByRole('menuitem');
  const matches = (element: Element) => (typeof label === 'string' ? element.textContent?.trim() === label : label.test(element.textContent ?? ''));
  if (!items.some(matches)) throw new Error(`no menu item ${String(label)} among ${items.map((item) => item.textContent).join(', ')}`);
  for (let step = 0; step <= items.length; step += 1) {
    const highlighted = items.find((item) => item.hasAttribute('data-highlighted'));
    if (highlighted && matches(highlighted)) break;
    await userEvent.keyboard('{ArrowDown}');
  }
  await userEvent.keyboard('{Enter}');
}
