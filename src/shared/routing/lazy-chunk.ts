/**
 * Lazily loaded route chunks (spec sections 7 and 9): a chunk that has not arrived after 120 s fails, and a
 * failure is told apart as a script or a style chunk so the error screen can say which and offer a retry.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'script' | 'style';

export class ChunkLoadError extends Error {
  constructor(readonly chunk: ChunkFailure, cause: unknown) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- developer detail; RouteError shows the translated text
    super(`${chunk} chunk load failed`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Which kind of chunk an import failure is about, or null when it is not a chunk failure at all. */
export function chunkFailureOf(error: unknown): ChunkFailure | null {
  if (error instanceof ChunkLoadError) return error.chunk;
  const message = error instanceof Error ? error.message : String(error);
  if (/preload CSS|\.css\b|stylesheet/i.test(message)) return 'style';
  if (/dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk|timed out/i.test(message)) return 'script';
  return null;
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('script', new Error(`chunk load timed out after ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkFailureOf(error) ?? 'script', error));
      },
    );
  });
}
