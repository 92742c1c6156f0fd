/** Downloads in component tests: the files a screen saves (a blob URL and a clicked anchor), captured instead. */
import { vi } from 'vitest';

export interface SavedFile {
  /** The anchor's download name. */
  name: string;
  blob: Blob;
}

/** Captures the files saved from now on (call in beforeEach); the anchor's click is a spy, restored by vi.restoreAllMocks. */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${saved.push({ name: '', blob })}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1].name = this.download;
  });
  return saved;
}
