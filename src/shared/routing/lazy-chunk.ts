/**
 * Lazily loaded route chunks (spec sections 7 and 9): a chunk that has not arrived after 120 s fails, and a
 * failure is told apart as a script or a style chunk so the error screen can say which and offer a retry.
 */
import { laterCatalogSections } from '@/shared/i18n/locale';
import { trackRouteChunk } from './route-chunks';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'script' | 'style';

export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: ChunkFailure,
    cause: unknown,
  ) {
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
  if (/dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk|timed out/i.test(message))
    return 'script';
  return null;
}

/** A load that fails as a script chunk failure after `timeoutMs`, or with the kind of chunk its failure is about. */
function timed<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError('script', new Error(`chunk load timed out after ${timeoutMs} ms`))),
      timeoutMs,
    );
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

/**
 * A lazily loaded piece of a screen (a row menu, a dialog, a filter): its chunk and the catalogs the routes loaded so
 * far want for such pieces (LATER_SECTIONS, loading since their route loaded) load under one time-out; the module
 * is answered once both are in, so the piece never shows a message untranslated.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return timed(() => Promise.all([load(), laterCatalogSections()]).then(([module]) => module), timeoutMs);
}

/**
 * A lazily loaded route: its chunk and what it needs before it renders (its catalogs) load at once, under one
 * time-out; the route's module is answered once everything is in. The loading bar shows meanwhile.
 */
export function lazyRoute<T>(load: () => Promise<T>, ...needs: (() => Promise<unknown>)[]): () => Promise<T> {
  return () =>
    trackRouteChunk(
      timed(() => Promise.all([load(), ...needs.map((need) => need())]).then(([module]) => module as T), CHUNK_LOAD_TIMEOUT_MS),
    );
}

/** A lazily loaded piece loaded once and kept: `current()` is it once in, `load()` loads it (again after a failure). */
export interface LazyPiece<T> {
  load(): Promise<T>;
  current(): T | undefined;
}

/** A piece (a component) whose chunk loads on first need under withChunkTimeout; a failure is logged and forgotten. */
export function lazyPiece<T>(load: () => Promise<T>, what: string /* a name in the log, e.g. header-menus */): LazyPiece<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      if (!loading) {
        loading = withChunkTimeout(load).then((piece) => (loaded = piece));
        loading.catch((error: unknown) => {
          loading = undefined;
          console.warn('HPC console: chunk %s did not load', what, error);
        });
      }
      return loading;
    },
    current: () => loaded,
  };
}
