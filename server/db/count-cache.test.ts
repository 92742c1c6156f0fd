import { describe, expect, it } from 'vitest';
import { countKey, countOnce } from './count-cache';
import type { Db } from './database';

const fakeDb = () => ({ kind: 'pglite' }) as unknown as Db;

describe('countOnce', () => {
  it('keeps a count for its version and counts again for another version', async () => {
    const db = fakeDb();
    let calls = 0;
    const count = async () => ++calls;
    expect(await countOnce(db, '1', 'k', count)).toBe(1);
    expect(await countOnce(db, '1', 'k', count)).toBe(1);
    expect(await countOnce(db, '2', 'k', count)).toBe(2);
    expect(await countOnce(db, '2', 'other', count)).toBe(3);
  });

  it('keeps counts per database', async () => {
    const [a, b] = [fakeDb(), fakeDb()];
    expect(await countOnce(a, '1', 'k', async () => 'a')).toBe('a');
    expect(await countOnce(b, '1', 'k', async () => 'b')).toBe('b');
    expect(await countOnce(a, '1', 'k', async () => 'again')).toBe('a');
  });

  it('shares one count between concurrent asks, and keeps no failed count', async () => {
    const db = fakeDb();
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    expect(await Promise.all([countOnce(db, '1', 'k', slow), countOnce(db, '1', 'k', slow)])).toEqual([1, 1]);
    await expect(countOnce(db, '1', 'bad', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await countOnce(db, '1', 'bad', async () => 7)).toBe(7);
  });

  it('forgets the least recently used counts beyond 500', async () => {
    const db = fakeDb();
    for (let i = 0; i < 501; i++) await countOnce(db, '1', `k${i}`, async () => i);
    expect(await countOnce(db, '1', 'k0', async () => -1)).toBe(-1);
    expect(await countOnce(db, '1', 'k500', async () => -1)).toBe(500);
  });

  it('keys a query by its SQL and parameters', () => {
    expect(countKey('SELECT $1', [1])).not.toBe(countKey('SELECT $1', ['1']));
    expect(countKey('SELECT $1', [new Date(0)])).toBe(countKey('SELECT $1', [new Date(0)]));
  });
});
