import { describe, expect, it } from 'vitest';
import { RingBuffer } from './ring-buffer';

describe('RingBuffer', () => {
  it('keeps the last bytes up to its capacity, in order', () => {
    const ring = new RingBuffer(8);
    ring.push(Buffer.from('abcde'));
    ring.push(Buffer.from('fghij'));
    expect(ring.contents().toString()).toBe('cdefghij');
    ring.push(Buffer.from('0123456789'));
    expect(ring.contents().toString()).toBe('23456789');
    expect(ring.length).toBe(8);
  });
});
