/**
 * The last bytes a shell printed (ADR 0034: 256 KiB), given back on a reattach.
 */
export class RingBuffer {
  private chunks: Buffer[] = [];
  private size = 0;

  constructor(readonly capacity: number) {}

  push(chunk: Buffer): void {
    if (chunk.length >= this.capacity) {
      this.chunks = [Buffer.from(chunk.subarray(chunk.length - this.capacity))];
      this.size = this.capacity;
      return;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size > this.capacity) {
      const first = this.chunks[0]!;
      const over = this.size - this.capacity;
      if (first.length <= over) {
        this.chunks.shift();
        this.size -= first.length;
      } else {
        this.chunks[0] = first.subarray(over);
        this.size -= over;
      }
    }
  }

  contents(): Buffer {
    return Buffer.concat(this.chunks, this.size);
  }

  get length(): number {
    return this.size;
  }
}
