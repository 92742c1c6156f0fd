/**
 * A chunked upload's sending (ADR 0035): several chunks at once, each once, a network error resumed from what the
 * gateway has, and the file's SHA-256 computed meanwhile riding the next chunk once known, and the completion.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@/api/gateway';
import type { NasUploadSession } from '@/api/generated/model/nasUploadSession';

const sent: number[] = [];
let inFlight = 0;
let mostInFlight = 0;
let failOnce: number | null = null;
const stored = new Set<number>();
/** The sha256 field of each chunk request, by index, in the order they were sent. */
const shaFields: [number, string | null][] = [];
let recordedSha: string | undefined;
let onSent: ((index: number) => void) | null = null;

vi.mock('./upload-xhr', () => ({
  sendForm: vi.fn(async (_path: string, form: FormData, _action: string, options: { onProgress?(sent: number): void }) => {
    const index = Number(form.get('index'));
    const field = form.get('sha256');
    shaFields.push([index, typeof field === 'string' ? field : null]);
    if (typeof field === 'string') recordedSha ??= field;
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((done) => setTimeout(done, 5));
    inFlight -= 1;
    if (failOnce === index) {
      failOnce = null;
      // The chunk landed, but its answer was lost on the way back.
      stored.add(index);
      throw new GatewayError({ retCode: 5020, message: 'network error', action: 'upload_session/chunk', kind: 'network' });
    }
    sent.push(index);
    options.onProgress?.((form.get('file') as Blob).size);
    stored.add(index);
    onSent?.(index);
    return { upload_session: session([...stored]) };
  }),
}));
vi.mock('@/api/generated/endpoints/storage/storage', () => ({
  getUploadSession: vi.fn(async () => ({ upload_session: session([...stored]) })),
  completeUploadSession: vi.fn(async () => ({ object_set: [] })),
}));

const CHUNK = 4;
const SHA = 'a'.repeat(64);
const SIZE = 10 * CHUNK + 1;
function session(received: number[]): NasUploadSession {
  return {
    upload_id: 'upl-1',
    nas_id: 'nas-1',
    prefix: '',
    file_name: 'big.bin',
    size: SIZE,
    overwrite: false,
    chunk_size: CHUNK,
    chunk_count: 11,
    received_chunks: received,
    create_time: '2026-01-01T00:00:00Z',
    expire_time: '2026-01-02T00:00:00Z',
    ...(recordedSha ? { sha256: recordedSha } : {}),
  };
}

describe('sending a file in chunks', () => {
  beforeEach(() => {
    sent.length = 0;
    stored.clear();
    inFlight = 0;
    mostInFlight = 0;
    failOnce = null;
    shaFields.length = 0;
    recordedSha = undefined;
    onSent = null;
  });

  it('sends every missing chunk once, several at a time, reports the bytes up to the whole file, then completes', async () => {
    const { sendChunked, CHUNKS_IN_FLIGHT } = await import('./upload-transfer');
    const { completeUploadSession } = await import('@/api/generated/endpoints/storage/storage');
    stored.add(0);
    stored.add(3);
    const progress: number[] = [];
    await sendChunked(
      new File([new Uint8Array(SIZE)], 'big.bin'),
      session([0, 3]),
      { progress: (bytes) => progress.push(bytes), retrying: () => undefined, signal: new AbortController().signal },
      Promise.resolve(SHA),
    );
    expect(sent.sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10]);
    expect(mostInFlight).toBe(CHUNKS_IN_FLIGHT);
    expect(Math.max(...progress)).toBe(SIZE);
    expect(progress.every((bytes) => bytes <= SIZE)).toBe(true);
    expect(completeUploadSession).toHaveBeenCalledWith({ upload_id: 'upl-1', sha256: SHA });
  });

  it('after a network error asks the gateway what it has and resends only the others', async () => {
    const { sendChunked } = await import('./upload-transfer');
    failOnce = 5;
    const retrying: boolean[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true, advanceTimeDelta: 50 });
    try {
      await sendChunked(
        new File([new Uint8Array(SIZE)], 'big.bin'),
        session([]),
        { progress: () => undefined, retrying: (waiting) => retrying.push(waiting), signal: new AbortController().signal },
        Promise.resolve(SHA),
      );
    } finally {
      vi.useRealTimers();
    }
    // Chunk 5 landed before its answer was lost: it is not sent again.
    expect(sent.filter((index) => index === 5)).toEqual([]);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.length).toBe(10);
    expect(retrying).toEqual([true, false]);
  });

  it('starts sending before the SHA-256 is known, sends it with the first chunk after, once, and with the completion', async () => {
    const { sendChunked, CHUNKS_IN_FLIGHT } = await import('./upload-transfer');
    const { completeUploadSession } = await import('@/api/generated/endpoints/storage/storage');
    vi.mocked(completeUploadSession).mockClear();
    let hashed: (sha: string) => void = () => undefined;
    const hashing = new Promise<string>((done) => (hashed = done));
    // The hash is ready once four chunks were stored.
    onSent = () => {
      if (stored.size === 4) hashed(SHA);
    };
    await sendChunked(
      new File([new Uint8Array(SIZE)], 'big.bin'),
      session([]),
      { progress: () => undefined, retrying: () => undefined, signal: new AbortController().signal },
      hashing,
    );
    const carrying = shaFields.filter(([, field]) => field !== null);
    // The chunks started before the hash was known went without it; once known, the chunks started until the
    // gateway's answer said it was recorded carried it (at most those in flight), the later ones not.
    expect(shaFields.slice(0, 4).every(([, field]) => field === null)).toBe(true);
    expect(carrying.length).toBeGreaterThanOrEqual(1);
    expect(carrying.length).toBeLessThanOrEqual(CHUNKS_IN_FLIGHT);
    expect(carrying.every(([, field]) => field === SHA)).toBe(true);
    expect(shaFields.at(-1)?.[1]).toBeNull();
    expect(shaFields).toHaveLength(11);
    expect(completeUploadSession).toHaveBeenCalledWith({ upload_id: 'upl-1', sha256: SHA });
  });

  it('waits for a SHA-256 slower than the chunks and gives it with the completion; a cancel meanwhile ends it', async () => {
    const { sendChunked } = await import('./upload-transfer');
    const { completeUploadSession } = await import('@/api/generated/endpoints/storage/storage');
    vi.mocked(completeUploadSession).mockClear();
    let hashed: (sha: string) => void = () => undefined;
    const hashing = new Promise<string>((done) => (hashed = done));
    onSent = () => {
      if (stored.size === 11) setTimeout(() => hashed(SHA), 20);
    };
    await sendChunked(
      new File([new Uint8Array(SIZE)], 'big.bin'),
      session([]),
      { progress: () => undefined, retrying: () => undefined, signal: new AbortController().signal },
      hashing,
    );
    expect(shaFields.every(([, field]) => field === null)).toBe(true);
    expect(completeUploadSession).toHaveBeenCalledTimes(1);
    expect(completeUploadSession).toHaveBeenCalledWith({ upload_id: 'upl-1', sha256: SHA });

    vi.mocked(completeUploadSession).mockClear();
    stored.clear();
    onSent = null;
    const cancel = new AbortController();
    let later: (sha: string) => void = () => undefined;
    const slow = new Promise<string>((done) => (later = done));
    const transfer = sendChunked(
      new File([new Uint8Array(SIZE)], 'big.bin'),
      session([]),
      { progress: () => undefined, retrying: () => undefined, signal: cancel.signal },
      slow,
    );
    await vi.waitFor(() => expect(stored.size).toBe(11));
    cancel.abort();
    later(SHA);
    await expect(transfer).rejects.toMatchObject({ kind: 'aborted' });
    expect(completeUploadSession).not.toHaveBeenCalled();
  });
});
