import { describe, expect, it } from 'vitest';
import { Flow, HIGH_WATER, LOW_WATER } from './flow';

/** A socket whose sends complete when the test says so, its buffered bytes counted like ws's bufferedAmount. */
function fakeSocket() {
  const pending: { size: number; done: () => void }[] = [];
  const socket = {
    bufferedAmount: 0,
    send(data: Buffer, _options: { binary: boolean }, done: () => void) {
      socket.bufferedAmount += data.length;
      pending.push({ size: data.length, done });
    },
    /** The next send reaches the network. */
    flush() {
      const next = pending.shift()!;
      socket.bufferedAmount -= next.size;
      next.done();
    },
  };
  return socket;
}

describe('Flow', () => {
  it('pauses the shell output while the socket holds over the high mark, and resumes below the low mark', () => {
    const calls: string[] = [];
    const flow = new Flow({ pause: () => calls.push('pause'), resume: () => calls.push('resume') });
    const socket = fakeSocket();
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    while (!flow.isPaused) {
      flow.send(socket, chunk);
      sent += chunk.length;
    }
    expect(calls).toEqual(['pause']);
    expect(sent).toBeLessThanOrEqual(HIGH_WATER + chunk.length);
    // Sends complete one by one: still at or over the low mark after each, the output stays paused.
    while (socket.bufferedAmount - chunk.length >= LOW_WATER) socket.flush();
    expect(calls).toEqual(['pause']);
    socket.flush();
    expect(calls).toEqual(['pause', 'resume']);
    expect(flow.isPaused).toBe(false);
  });
});
