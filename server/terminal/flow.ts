/**
 * Backpressure between a shell's output and the browser (ADR 0034, ADR 0040): the output is paused while
 * over HIGH_WATER bytes wait, and resumed once under LOW_WATER. What waits is what the socket has not sent yet
 * (ws's bufferedAmount) and, once the browser acknowledges output (`{"type":"ack","bytes":n}` after its terminal has
 * written n bytes; the console sends an ack of 0 when the shell is ready), what it has not acknowledged: a browser
 * reads its socket as fast as the network gives, so without the acks a 50 MB `cat` piled up in the page's terminal
 * (xterm throws its data away past 50 MB) instead of in sshd.
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
  /** Bytes sent to the attached socket and not yet acknowledged by its browser. */
  private unacked = 0;
  /** The attached socket's browser acknowledges output: its window counts. */
  private acking = false;

  constructor(private readonly source: FlowSource) {}

  get isPaused(): boolean {
    return this.paused;
  }

  send(socket: FlowSocket, chunk: Buffer): void {
    this.unacked += chunk.length;
    socket.send(chunk, { binary: true }, () => this.check(socket));
    this.check(socket);
  }

  /** The browser has written `bytes` more of the output (0: it announces that it acknowledges). */
  ack(socket: FlowSocket, bytes: number): void {
    this.acking = true;
    this.unacked = Math.max(0, this.unacked - bytes);
    this.check(socket);
  }

  /** Another socket (or none): nothing of it is unacknowledged yet, and the output flows. */
  reset(): void {
    this.unacked = 0;
    this.acking = false;
    this.resume();
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.source.resume();
  }

  private check(socket: FlowSocket): void {
    const waiting = Math.max(socket.bufferedAmount, this.acking ? this.unacked : 0);
    if (!this.paused && waiting > HIGH_WATER) {
      this.paused = true;
      this.source.pause();
    } else if (this.paused && waiting < LOW_WATER) this.resume();
  }
}
