/** The limits of one upload and the arithmetic of resuming (ADR 0035). */
import { describe, expect, it } from 'vitest';
import { checkPick, isChunked, keepBothName, MAX_UPLOAD_BYTES, missingChunks, retryDelay, UPLOAD_CHUNK_BYTES } from './upload-limits';

describe('upload limits', () => {
  it('allows 10 files and 209,715,200 bytes in all, not one more', () => {
    expect(checkPick(Array.from({ length: 10 }, () => ({ size: 1 })))).toBeNull();
    expect(checkPick(Array.from({ length: 11 }, () => ({ size: 1 })))).toEqual({ kind: 'too_many', count: 11 });
    expect(checkPick([{ size: MAX_UPLOAD_BYTES - 1 }, { size: 1 }])).toBeNull();
    expect(checkPick([{ size: MAX_UPLOAD_BYTES }, { size: 1 }])).toEqual({ kind: 'too_large', total: MAX_UPLOAD_BYTES + 1 });
    expect(checkPick([])).toEqual({ kind: 'none' });
  });

  it('sends files from one chunk on in chunks', () => {
    expect(isChunked(UPLOAD_CHUNK_BYTES - 1)).toBe(false);
    expect(isChunked(UPLOAD_CHUNK_BYTES)).toBe(true);
  });

  it('names a kept-both upload as the gateway names a kept-both move', () => {
    expect(keepBothName('namelist.input', 2)).toBe('namelist (2).input');
    expect(keepBothName('README', 3)).toBe('README (3)');
    expect(keepBothName('.bashrc', 2)).toBe('.bashrc (2)');
  });

  it('resends only the chunks not stored, waiting longer after each network error up to 30 s', () => {
    expect(missingChunks(5, [0, 2, 3])).toEqual([1, 4]);
    expect(missingChunks(3, [0, 1, 2])).toEqual([]);
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
