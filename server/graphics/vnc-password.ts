/**
 * The one-time VNC password of a graphics session (ADR 0062). TigerVNC's `Xvnc -PasswordFile` reads the file at each
 * authentication, so the gateway rewrites it in place before each connection (and after it closes): the file keeps the
 * owner and mode the session's job gave it (the account's, 0600), and a password handed to a browser opens one
 * connection.
 *
 * The file holds the password as `vncpasswd -f` writes it: its first 8 bytes (zero-padded) DES-encrypted under VNC's
 * fixed key. That is an obfuscation, not a secret: the file's mode is what keeps it. Single DES is not among Node's
 * ciphers on OpenSSL 3, but triple DES with the key three times is single DES.
 */
import { createCipheriv, randomInt } from 'node:crypto';
import { openSync, closeSync, writeSync, ftruncateSync } from 'node:fs';

/** VNC's fixed obfuscation key (23,82,107,6,35,78,88,7 in its own bit order) as standard DES reads it. */
const OBFUSCATION_KEY = Buffer.from('e84ad660c4721ae0', 'hex');
/** VncAuth uses 8 characters at most; letters and digits without look-alikes, so a user could read one out. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PASSWORD_LENGTH = 8;

/** One block of standard DES under `key` (8 bytes). */
export function desBlock(key: Buffer, block: Buffer): Buffer {
  const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([key, key, key]), null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]);
}

/** What `vncpasswd -f` writes for `password`. */
export function obfuscatedPassword(password: string): Buffer {
  const block = Buffer.alloc(8);
  Buffer.from(password, 'latin1').copy(block, 0, 0, 8);
  return desBlock(OBFUSCATION_KEY, block);
}

export function newVncPassword(): string {
  let password = '';
  for (let i = 0; i < PASSWORD_LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}

/**
 * Writes `password` into the existing file at `path` in place (never creating it: the session's job made it, as its
 * account, with mode 0600); throws when the file is not there.
 */
export function writeVncPassword(path: string, password: string): void {
  const fd = openSync(path, 'r+');
  try {
    ftruncateSync(fd, 0);
    writeSync(fd, obfuscatedPassword(password), 0, 8, 0);
  } finally {
    closeSync(fd);
  }
}

/** A fresh password written into the session's file; answered so it can be handed to the one browser asking. */
export function rotateVncPassword(path: string): string {
  const password = newVncPassword();
  writeVncPassword(path, password);
  return password;
}
