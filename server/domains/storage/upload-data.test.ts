/** The count of chunk streams a completion waits for (upload-data.ts). */
import { describe, expect, it } from 'vitest';
import { beginWrite, writesSettled } from './upload-data';

const state = (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
};
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('writesSettled', () => {
  it('resolves at once when nothing writes, and only after the last of several writes ends', async () => {
    const idle = state(writesSettled('upl-none'));
    await turn();
    expect(idle()).toBe(true);

    const first = beginWrite('upl-a');
    const second = beginWrite('upl-a');
    const other = beginWrite('upl-b');
    const settled = state(writesSettled('upl-a'));
    first();
    // The same end twice counts once: the second write is still going.
    first();
    await turn();
    expect(settled()).toBe(false);
    second();
    await turn();
    expect(settled()).toBe(true);
    // Another session's write does not hold this one.
    const b = state(writesSettled('upl-b'));
    await turn();
    expect(b()).toBe(false);
    other();
    await turn();
    expect(b()).toBe(true);
  });
});
