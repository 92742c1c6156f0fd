/** A chunked upload's sending (ADR 0035): several chunks at once, each once, and a network error resumed from what the gateway has. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../../../api/gateway';
import type { NasUploadSession } from '../../../../api/generated/model/nasUploadSession';

const sent: number[] = [];
let inFlight = 0;
let mostInFlight = 0;
let failOnce: number | null = null;
const stored = new Set<number>();

vi.mock('./upload-xhr', () => ({
  sendForm: vi.fn(async (_path: string, form: FormData, _action: string, options: { onProgress?(sent: number): void }) => {
    const index = Number(form.get('index'));
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
    return { upload_session: session([...stored]) };
  }),
}));
vi.mock('../../../../api/generated/endpoints/storage/storage', () => ({
  getUploadSession: vi.fn(async () => ({ upload_session: session([...stored]) })),
  completeUploadSession: vi.fn(async () => ({ object_set: [] })),
}));

const CHUNK = 4;
const SIZE = 10 * CHUNK + 1;
function session(received: number[]): NasUploadSession {
  return {
    upload_id: 'upl-1', nas_id: 'nas-1', prefix: '', file_name: 'big.bin', size: SIZE, sha256: 'x'.repeat(64), overwrite: false,
    chunk_size: CHUNK, chunk_count: 11, received_chunks: received, create_time: '2026-01-01T00:00:00Z', expire_time: '2026-01-02T00:00:00Z',
  };
}

describe('sending a file in chunks', () => {
  beforeEach(() => {
    sent.length = 0;
    stored.clear();
    inFlight = 0;
    mostInFlight = 0;
    failOnce = null;
  });

  it('sends every missing chunk once, several at a time, reports the bytes up to the whole file, then completes', async () => {
    const { sendChunked, CHUNKS_IN_FLIGHT } = await import('./upload-transfer');
    const { completeUploadSession } = await import('../../../../api/generated/endpoints/storage/storage');
    stored.add(0);
    stored.add(3);
    const progress: number[] = [];
    await sendChunked(new File([new Uint8Array(SIZE)], 'big.bin'), session([0, 3]), { progress: (bytes) => progress.push(bytes), retrying: () => undefined, signal: new AbortController().signal });
    expect(sent.sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10]);
    expect(mostInFlight).toBe(CHUNKS_IN_FLIGHT);
    expect(Math.max(...progress)).toBe(SIZE);
    expect(progress.every((bytes) => bytes <= SIZE)).toBe(true);
    expect(completeUploadSession).toHaveBeenCalledWith({ upload_id: 'upl-1' });
  });

  it('after a network error asks the gateway what it has and resends only the others', async () => {
    const { sendChunked } = await import('./upload-transfer');
    failOnce = 5;
    const retrying: boolean[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true, advanceTimeDelta: 50 });
    try {
      await sendChunked(new File([new Uint8Array(SIZE)], 'big.bin'), session([]), { progress: () => undefined, retrying: (waiting) => retrying.push(waiting), signal: new AbortController().signal });
    } finally {
      vi.useRealTimers();
    }
    // Chunk 5 landed before its answer was lost: it is not sent again.
    expect(sent.filter((index) => index === 5)).toEqual([]);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.length).toBe(10);
    expect(retrying).toEqual([true, false]);
  });
});
