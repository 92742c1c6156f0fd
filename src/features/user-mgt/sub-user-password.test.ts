import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateSubUserPassword, passwordClasses, randomBelow } from './sub-user-password';

afterEach(() => vi.restoreAllMocks());

describe('the generated sub-account password', () => {
  it('always has exactly 3 upper, 3 lower, 3 digits and 2 symbols of ! @ # % $ ^ & *, and nothing else (5000 draws)', () => {
    for (let i = 0; i < 5000; i += 1) {
      const password = generateSubUserPassword();
      expect(password).toHaveLength(11);
      expect(passwordClasses(password)).toEqual({ upper: 3, lower: 3, digit: 3, symbol: 2, other: 0 });
    }
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    generateSubUserPassword();
    expect(spy).toHaveBeenCalled();
  });

  it('is shuffled: every class appears at every position, and passwords differ', () => {
    const seen = Array.from({ length: 11 }, () => new Set<string>());
    const passwords = new Set<string>();
    for (let i = 0; i < 3000; i += 1) {
      const password = generateSubUserPassword();
      passwords.add(password);
      [...password].forEach((char, at) => {
        const { upper, lower, digit } = passwordClasses(char);
        seen[at].add(upper ? 'upper' : lower ? 'lower' : digit ? 'digit' : 'symbol');
      });
    }
    expect(seen.every((kinds) => kinds.size === 4)).toBe(true);
    expect(passwords.size).toBe(3000);
  });

  it('rejects the words that would bias an index (unbiased sampling)', () => {
    const words = [0xffff_ffff, 7];
    const index = randomBelow(10, (array) => {
      array[0] = words.shift() ?? 0;
      return array;
    });
    expect(index).toBe(7);
  });
});
