/**
 * Backpressure between a shell's output and its socket: above HIGH_WATER bytes waiting to be sent the output is
 * paused, and resumed once a send completes with less than LOW_WATER left (a 50 MB `cat` stays bounded in memory).
 */
export const HIGH_WATER = 1024 * 1024;
export const LOW_WATER = 256 * 1024;

export interface FlowSocket {
  readonly bufferedAmount: number;
  send(data: Buffer, options: { binary: boolean }, done: () => void): void;
}

export interface FlowSource {
  pause(): unknown;
  resume(): unknown;
}

export class Flow {
  private paused = false;

  constructor(private readonly source: FlowSource) {}

  get isPaused(): boolean {
    return this.paused;
  }

  send(socket: FlowSocket, chunk: Buffer): void {
    socket.send(chunk, { binary: true }, () => {
      if (this.paused && socket.bufferedAmount < LOW_WATER) this.resume();
    });
    if (!this.paused && socket.bufferedAmount > HIGH_WATER) {
      this.paused = true;
      this.source.pause();
    }
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.source.resume();
  }
}
