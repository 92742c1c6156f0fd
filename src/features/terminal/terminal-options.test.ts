import { describe, expect, it } from 'vitest';
import { TERMINAL_HOST_CSS, TERMINAL_OPTIONS } from './terminal-options';

describe("the web terminal's xterm set-up for keystroke echo", () => {
  it('does not blink the cursor (a blink re-renders the row on every key, before the echo can be handled)', () => {
    expect(TERMINAL_OPTIONS.cursorBlink).toBe(false);
  });

  it("contains the terminal's box, so that its rows changing do not restyle and lay out the whole page", () => {
    expect(TERMINAL_HOST_CSS.contain).toBe('strict');
  });
});
