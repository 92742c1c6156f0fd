/**
 * Tokens minted from the cluster's key: HS256 that verifies with the key, claims sun/iat/exp, one per user kept until
 * a minute before it expires.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { slurmTokens, TOKEN_LIFESPAN_S } from './jwt';

const dir = mkdtempSync(join(tmpdir(), 'hpc-jwt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('slurmTokens', () => {
  const key = randomBytes(32);
  const keyFile = join(dir, 'jwt.key');
  writeFileSync(keyFile, key);

  it('signs HS256 with the key file, with sun, iat and exp', () => {
    const now = Date.UTC(2030, 0, 1);
    const token = slurmTokens(keyFile, () => now).token('alice');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual({
      sun: 'alice',
      iat: now / 1000,
      exp: now / 1000 + TOKEN_LIFESPAN_S,
    });
    expect(signature).toBe(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  });

  it('keeps one token per user and renews it a minute before it expires', () => {
    let now = Date.UTC(2030, 0, 1);
    const tokens = slurmTokens(keyFile, () => now);
    const first = tokens.token('alice');
    expect(tokens.token('bob')).not.toBe(first);
    now += (TOKEN_LIFESPAN_S - 61) * 1000;
    expect(tokens.token('alice')).toBe(first);
    now += 2_000;
    expect(tokens.token('alice')).not.toBe(first);
  });
});
