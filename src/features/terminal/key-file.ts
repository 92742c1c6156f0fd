/**
 * The private key file of the web terminal login (spec section 5, ADR 0034): at most 1M, and only ssh-rsa and
 * ecdsa-sha2-nistp521 keys. The type is read from the file's text, in the browser, before anything is sent:
 * - OpenSSH (`openssh-key-v1`): the public key's type string, which stays readable when the key is encrypted;
 * - PEM `RSA PRIVATE KEY` (PKCS#1) is ssh-rsa; `EC PRIVATE KEY` (SEC1) by its curve's OID; `DSA PRIVATE KEY` refused;
 * - PKCS#8 `PRIVATE KEY` by its algorithm's OID (rsaEncryption; ecPublicKey with its curve; ed25519 refused).
 * An encrypted PEM or PKCS#8 key whose curve cannot be read is left to the gateway, which reads it with the
 * passphrase (ssh2's parseKey) and answers the same three messages.
 */

export const KEY_FILE_MAX_BYTES = 1_048_576;

export type KeyFileProblem = 'too_large' | 'invalid' | 'key_type';

export type KeyFileCheck = { ok: true; text: string; keyType: string; encrypted: boolean } | { ok: false; problem: KeyFileProblem };

const ACCEPTED = new Set(['ssh-rsa', 'ecdsa-sha2-nistp521']);
const PEM = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n([\s\S]*?)-----END \1-----/;

/** DER object identifiers, as their encoded bytes (tag 06, length, value). */
const OID = {
  rsaEncryption: [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01],
  ecPublicKey: [0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01],
  secp521r1: [0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x23],
  secp384r1: [0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x22],
  prime256v1: [0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07],
  ed25519: [0x06, 0x03, 0x2b, 0x65, 0x70],
  dsa: [0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x38, 0x04, 0x01],
} as const;

function decodeBase64(text: string): Uint8Array | undefined {
  const clean = text.replace(/\s+/g, '');
  if (!clean || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return undefined;
  try {
    const binary = atob(clean);
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function curveType(der: Uint8Array): string | undefined {
  if (contains(der, OID.secp521r1)) return 'ecdsa-sha2-nistp521';
  if (contains(der, OID.secp384r1)) return 'ecdsa-sha2-nistp384';
  if (contains(der, OID.prime256v1)) return 'ecdsa-sha2-nistp256';
  return undefined;
}

/** An SSH wire-format reader: uint32 lengths, then bytes. */
class Wire {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  uint32(): number | undefined {
    if (this.at + 4 > this.bytes.length) return undefined;
    const b = this.bytes;
    const value = ((b[this.at] << 24) >>> 0) + (b[this.at + 1] << 16) + (b[this.at + 2] << 8) + b[this.at + 3];
    this.at += 4;
    return value;
  }
  string(): Uint8Array | undefined {
    const length = this.uint32();
    if (length === undefined || this.at + length > this.bytes.length) return undefined;
    const value = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return value;
  }
}

const MAGIC = 'openssh-key-v1\0';
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

function opensshKey(blob: Uint8Array): { keyType: string; encrypted: boolean } | undefined {
  if (ascii(blob.subarray(0, MAGIC.length)) !== MAGIC) return undefined;
  const wire = new Wire(blob.subarray(MAGIC.length));
  const cipher = wire.string();
  const kdf = wire.string();
  const kdfOptions = wire.string();
  const count = wire.uint32();
  const publicKey = wire.string();
  if (!cipher || !kdf || !kdfOptions || !count || !publicKey) return undefined;
  const keyType = new Wire(publicKey).string();
  if (!keyType || keyType.length > 64) return undefined;
  return { keyType: ascii(keyType), encrypted: ascii(cipher) !== 'none' };
}

/** The key type of a private key file's text, or a problem. */
export function keyTypeOf(text: string): { keyType: string; encrypted: boolean } | KeyFileProblem {
  const pem = PEM.exec(text);
  if (!pem) return 'invalid';
  const [, label, body] = pem;
  const encryptedPem = /Proc-Type:\s*4,ENCRYPTED/i.test(body);
  const der = decodeBase64(body.replace(/^[A-Za-z-]+:.*$/gm, ''));
  if (!der) return 'invalid';
  switch (label) {
    case 'OPENSSH PRIVATE KEY':
      return opensshKey(der) ?? 'invalid';
    case 'RSA PRIVATE KEY':
      return { keyType: 'ssh-rsa', encrypted: encryptedPem };
    case 'DSA PRIVATE KEY':
      return 'key_type';
    case 'EC PRIVATE KEY': {
      const curve = curveType(der);
      if (curve) return { keyType: curve, encrypted: encryptedPem };
      return encryptedPem ? { keyType: 'ecdsa', encrypted: true } : 'invalid';
    }
    case 'PRIVATE KEY': {
      if (contains(der, OID.rsaEncryption)) return { keyType: 'ssh-rsa', encrypted: false };
      if (contains(der, OID.ecPublicKey)) return { keyType: curveType(der) ?? 'ecdsa', encrypted: false };
      if (contains(der, OID.ed25519) || contains(der, OID.dsa)) return 'key_type';
      return 'invalid';
    }
    case 'ENCRYPTED PRIVATE KEY':
      return { keyType: 'pkcs8', encrypted: true };
    default:
      return 'invalid';
  }
}

/** Whether a key type read in the browser may be sent (an unreadable encrypted one is the gateway's to judge). */
function acceptable(keyType: string, encrypted: boolean): boolean {
  if (ACCEPTED.has(keyType)) return true;
  return encrypted && (keyType === 'ecdsa' || keyType === 'pkcs8');
}

/** Reads and checks a chosen key file: its size first (nothing of a too large file is read), then its type. */
export async function checkKeyFile(file: Blob): Promise<KeyFileCheck> {
  if (file.size > KEY_FILE_MAX_BYTES) return { ok: false, problem: 'too_large' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (text.length > KEY_FILE_MAX_BYTES) return { ok: false, problem: 'too_large' };
  const found = keyTypeOf(text);
  if (typeof found === 'string') return { ok: false, problem: found };
  if (!acceptable(found.keyType, found.encrypted)) return { ok: false, problem: 'key_type' };
  return { ok: true, text, keyType: found.keyType, encrypted: found.encrypted };
}
