/**
 * SHA-512 crypt (`$6$…`, Ulrich Drepper's "Unix crypt using SHA-256 and SHA-512", the default of glibc and of
 * /etc/shadow on Debian): the form a real cloud's hosts check a cluster user's password in (ADR 0047). The console
 * keeps its own scrypt hash for itself; this one only goes into the cluster's shadow file.
 */
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DEFAULT_ROUNDS = 5000;

const sha512 = (...parts: Buffer[]) => {
  const hash = createHash('sha512');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** `length` bytes of `digest` repeated (the algorithm's sequences P and S and step 11's blocks). */
function repeated(digest: Buffer, length: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i += digest.length) digest.copy(out, i, 0, Math.min(digest.length, length - i));
  return out;
}

/** The 64-character base-64 of crypt: three bytes at a time in the algorithm's byte order. */
function encode(digest: Buffer): string {
  const order = [
    [0, 21, 42],
    [22, 43, 1],
    [44, 2, 23],
    [3, 24, 45],
    [25, 46, 4],
    [47, 5, 26],
    [6, 27, 48],
    [28, 49, 7],
    [50, 8, 29],
    [9, 30, 51],
    [31, 52, 10],
    [53, 11, 32],
    [12, 33, 54],
    [34, 55, 13],
    [56, 14, 35],
    [15, 36, 57],
    [37, 58, 16],
    [59, 17, 38],
    [18, 39, 60],
    [40, 61, 19],
    [62, 20, 41],
  ];
  let text = '';
  const put = (value: number, chars: number) => {
    for (let i = 0; i < chars; i += 1) {
      text += ALPHABET[value & 0x3f];
      value >>= 6;
    }
  };
  for (const [a, b, c] of order) put((digest[a]! << 16) | (digest[b]! << 8) | digest[c]!, 4);
  put(digest[63]!, 2);
  return text;
}

/** The `$6$[rounds=N$]salt$hash` of `password`; a random 16-character salt unless one is given (at most 16 used). */
export function sha512Crypt(password: string, salt?: string, rounds?: number): string {
  const key = Buffer.from(password, 'utf8');
  const saltText = (salt ?? Array.from(randomBytes(16), (b) => ALPHABET[b % 64]).join('')).slice(0, 16);
  const saltBytes = Buffer.from(saltText, 'utf8');
  const n = rounds === undefined ? DEFAULT_ROUNDS : Math.min(Math.max(rounds, 1000), 999_999_999);

  const b = sha512(key, saltBytes, key);
  const a = createHash('sha512').update(key).update(saltBytes).update(repeated(b, key.length));
  for (let length = key.length; length > 0; length >>= 1) a.update(length & 1 ? b : key);
  const aDigest = a.digest();

  const dp = createHash('sha512');
  for (let i = 0; i < key.length; i += 1) dp.update(key);
  const p = repeated(dp.digest(), key.length);
  const ds = createHash('sha512');
  for (let i = 0; i < 16 + aDigest[0]!; i += 1) ds.update(saltBytes);
  const s = repeated(ds.digest(), saltBytes.length);

  let c = aDigest;
  for (let i = 0; i < n; i += 1) {
    const round = createHash('sha512');
    round.update(i & 1 ? p : c);
    if (i % 3) round.update(s);
    if (i % 7) round.update(p);
    round.update(i & 1 ? c : p);
    c = round.digest();
  }
  return `$6$${rounds === undefined ? '' : `rounds=${n}$`}${saltText}$${encode(c)}`;
}
