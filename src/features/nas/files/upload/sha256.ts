/**
 * The SHA-256 of a file, in hexadecimal, as the gateway checks it when a chunked upload completes (ADR 0035).
 * WebCrypto digests one buffer: the whole file is read into memory (at most 209,715,200 bytes per upload).
 */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
