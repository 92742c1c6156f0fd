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

  it('a browser that acknowledges: paused while over 1 MiB is not acknowledged though the socket sent it all, resumed by its acks (ADR 0040)', () => {
    const calls: string[] = [];
    const flow = new Flow({ pause: () => calls.push('pause'), resume: () => calls.push('resume') });
    const socket = fakeSocket();
    flow.ack(socket, 0);
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    while (!flow.isPaused) {
      flow.send(socket, chunk);
      // The network takes every byte at once: the socket holds nothing, only the browser's terminal is behind.
      socket.flush();
      sent += chunk.length;
    }
    expect(calls).toEqual(['pause']);
    expect(sent).toBeLessThanOrEqual(HIGH_WATER + chunk.length);
    // The terminal writes and acknowledges: still paused until under the low mark.
    flow.ack(socket, sent - LOW_WATER);
    expect(flow.isPaused).toBe(true);
    flow.ack(socket, 1);
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('a socket that never acknowledges (or a new one until it does) is held back only by what it has not sent', () => {
    const flow = new Flow({ pause: () => undefined, resume: () => undefined });
    const socket = fakeSocket();
    for (let i = 0; i < 64; i += 1) {
      flow.send(socket, Buffer.alloc(64 * 1024));
      socket.flush();
    }
    expect(flow.isPaused).toBe(false);
    flow.ack(socket, 0);
    flow.send(socket, Buffer.alloc(1));
    expect(flow.isPaused).toBe(true);
    // Another socket takes the shell: its own count, and it flows until it acknowledges.
    flow.reset();
    expect(flow.isPaused).toBe(false);
    flow.send(socket, Buffer.alloc(64 * 1024));
    expect(flow.isPaused).toBe(false);
  });
});
