import { describe, expect, it } from 'vitest';
import { looksLikeEmail, matchesContractFormat } from './contract-format';
import { typedNameMatches } from './typed-name-confirm';

describe('contract formats', () => {
  it('checks e-mail addresses as the gateway does (ajv-formats, format email)', () => {
    expect(matchesContractFormat('email', 'li.na@example.com')).toBe(true);
    expect(matchesContractFormat('email', 'cfd.intern+hpc@sub.example.cn')).toBe(true);
    expect(matchesContractFormat('email', 'li.na@@example.com')).toBe(false);
    expect(matchesContractFormat('email', 'li.na@example')).toBe(false);
    expect(matchesContractFormat('email', 'li na@example.com')).toBe(false);
  });

  it('checks IPv4 addresses', () => {
    expect(matchesContractFormat('ipv4', '192.168.10.4')).toBe(true);
    expect(matchesContractFormat('ipv4', '192.168.10.256')).toBe(false);
  });

  it('tells an e-mail from a user id', () => {
    expect(looksLikeEmail('li.na@example.com')).toBe(true);
    expect(looksLikeEmail('usr-Q7m2Kx9a')).toBe(false);
  });

  it('confirms a typed name only when it matches exactly', () => {
    expect(typedNameMatches(' weather_A ', 'weather_A')).toBe(true);
    expect(typedNameMatches('weather_a', 'weather_A')).toBe(false);
  });
});
