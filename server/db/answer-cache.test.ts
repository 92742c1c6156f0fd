import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  it('keeps an answer for its version and forgets every answer when the version grows', async () => {
    const cache = new AnswerCache<number>(10);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get(1, 'a', load)).toBe(1);
    expect(await cache.get(1, 'a', load)).toBe(1);
    expect(await cache.get(1, 'b', load)).toBe(2);
    expect(await cache.get(2, 'a', load)).toBe(3);
    expect(cache.size).toBe(1);
    expect(await cache.get(2, 'b', load)).toBe(4);
  });

  it('keeps nothing for an older version than the one it holds', async () => {
    const cache = new AnswerCache<string>(10);
    expect(await cache.get(5, 'a', async () => 'new')).toBe('new');
    expect(await cache.get(4, 'a', async () => 'old')).toBe('old');
    expect(await cache.get(5, 'a', async () => 'again')).toBe('new');
    expect(await cache.get(4, 'b', async () => 'old')).toBe('old');
    expect(cache.size).toBe(1);
  });

  it('shares one load between concurrent asks, and keeps no failed or refused answer', async () => {
    const cache = new AnswerCache<number | null>(10, (value) => value !== null);
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    expect(await Promise.all([cache.get(1, 'k', slow), cache.get(1, 'k', slow)])).toEqual([1, 1]);
    await expect(cache.get(1, 'bad', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get(1, 'bad', async () => 7)).toBe(7);
    expect(await cache.get(1, 'none', async () => null)).toBeNull();
    expect(await cache.get(1, 'none', async () => 8)).toBe(8);
  });

  it('forgets the least recently used answers beyond its size, and one answer when told', async () => {
    const cache = new AnswerCache<number>(3);
    for (const [i, key] of ['a', 'b', 'c'].entries()) await cache.get(1, key, async () => i);
    await cache.get(1, 'a', async () => -1);
    await cache.get(1, 'd', async () => 3);
    expect(await cache.get(1, 'b', async () => -1)).toBe(-1);
    expect(await cache.get(1, 'a', async () => -2)).toBe(0);
    cache.delete('a');
    expect(await cache.get(1, 'a', async () => -3)).toBe(-3);
  });
});
