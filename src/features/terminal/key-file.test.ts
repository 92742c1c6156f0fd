import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkKeyFile, KEY_FILE_MAX_BYTES } from './key-file';

/** An SSH wire string (uint32 length, bytes). */
function sshString(value: string | Uint8Array): Uint8Array {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setUint32(0, bytes.length);
  out.set(bytes, 4);
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** An OpenSSH private key file (openssh-key-v1) whose public key is of `type` (the rest is filler). */
function opensshKey(type: string, cipher = 'none'): string {
  const publicKey = concat(sshString(type), sshString(new Uint8Array(33).fill(7)));
  const blob = concat(
    new TextEncoder().encode('openssh-key-v1\0'),
    sshString(cipher),
    sshString(cipher === 'none' ? 'none' : 'bcrypt'),
    sshString(''),
    new Uint8Array([0, 0, 0, 1]),
    sshString(publicKey),
    sshString(new Uint8Array(64).fill(1)),
  );
  const base64 = btoa(String.fromCharCode(...blob)).replace(/(.{70})/g, '$1\n');
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${base64}\n-----END OPENSSH PRIVATE KEY-----\n`;
}

const file = (text: string, name = 'id_key') => new File([text], name);
const pem = (type: 'rsa' | 'ec' | 'ed25519' | 'dsa', format: 'pkcs1' | 'sec1' | 'pkcs8', curve?: string) =>
  generateKeyPairSync(
    type as 'rsa',
    {
      modulusLength: 1024,
      namedCurve: curve,
      divisorLength: 160,
      privateKeyEncoding: { type: format, format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    } as never,
  ).privateKey as unknown as string;

describe('the private key file of the web terminal login', () => {
  it('refuses a file over 1M (2 MB) as too large, before reading it', async () => {
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big_key');
    expect(await checkKeyFile(big)).toEqual({ ok: false, problem: 'too_large' });
    expect(await checkKeyFile(new File([opensshKey('ssh-rsa').padEnd(KEY_FILE_MAX_BYTES + 1, '\n')], 'k'))).toEqual({
      ok: false,
      problem: 'too_large',
    });
  });

  it('accepts OpenSSH ssh-rsa and ecdsa-sha2-nistp521 keys, encrypted ones too (their type stays readable)', async () => {
    expect(await checkKeyFile(file(opensshKey('ssh-rsa')))).toMatchObject({ ok: true, keyType: 'ssh-rsa', encrypted: false });
    expect(await checkKeyFile(file(opensshKey('ecdsa-sha2-nistp521')))).toMatchObject({ ok: true, keyType: 'ecdsa-sha2-nistp521' });
    expect(await checkKeyFile(file(opensshKey('ecdsa-sha2-nistp521', 'aes256-ctr')))).toMatchObject({ ok: true, encrypted: true });
  });

  it('refuses OpenSSH DSA, ed25519 and nistp256 keys as not a valid key', async () => {
    for (const type of ['ssh-dss', 'ssh-ed25519', 'ecdsa-sha2-nistp256']) {
      expect(await checkKeyFile(file(opensshKey(type)))).toEqual({ ok: false, problem: 'key_type' });
    }
  });

  it('reads PEM keys: RSA and EC P-521 accepted; EC P-256, DSA and ed25519 refused', async () => {
    expect(await checkKeyFile(file(pem('rsa', 'pkcs1')))).toMatchObject({ ok: true, keyType: 'ssh-rsa' });
    expect(await checkKeyFile(file(pem('rsa', 'pkcs8')))).toMatchObject({ ok: true, keyType: 'ssh-rsa' });
    expect(await checkKeyFile(file(pem('ec', 'sec1', 'secp521r1')))).toMatchObject({ ok: true, keyType: 'ecdsa-sha2-nistp521' });
    expect(await checkKeyFile(file(pem('ec', 'pkcs8', 'secp521r1')))).toMatchObject({ ok: true, keyType: 'ecdsa-sha2-nistp521' });
    expect(await checkKeyFile(file(pem('ec', 'sec1', 'prime256v1')))).toEqual({ ok: false, problem: 'key_type' });
    expect(await checkKeyFile(file(pem('ed25519', 'pkcs8')))).toEqual({ ok: false, problem: 'key_type' });
    expect(await checkKeyFile(file(pem('dsa', 'pkcs8')))).toEqual({ ok: false, problem: 'key_type' });
    const dsa = pem('dsa', 'pkcs8').replace(/PRIVATE KEY/g, 'DSA PRIVATE KEY');
    expect(await checkKeyFile(file(dsa))).toEqual({ ok: false, problem: 'key_type' });
  });

  it('says a file that is no private key (a public key, text, a broken key) is not a valid certificate file', async () => {
    expect(await checkKeyFile(file('ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ user@host\n'))).toEqual({ ok: false, problem: 'invalid' });
    expect(await checkKeyFile(file('hello'))).toEqual({ ok: false, problem: 'invalid' });
    expect(await checkKeyFile(file('-----BEGIN OPENSSH PRIVATE KEY-----\nbm90IGEga2V5\n-----END OPENSSH PRIVATE KEY-----\n'))).toEqual({
      ok: false,
      problem: 'invalid',
    });
  });
});
