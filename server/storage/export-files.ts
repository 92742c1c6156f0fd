/**
 * The one seam between the gateway and an export's files (ADR 0052): every domain reads, writes, lists and measures
 * the files of a NAS export, a cluster's shared directory or the simulation platform's storage through it, never
 * through node:fs. One implementation today, the local file system under HPC_DATA_DIR (local-files.ts); another
 * (NFS, object storage) implements this interface.
 *
 * Paths are absolute paths inside a root (an export's directory) as the one resolver answered them (`confine` here,
 * `resolveKey` of the storage domain on top of it for who may use what): an implementation maps them to its own
 * locations.
 */
import type { Readable } from 'node:stream';

export type FileKind = 'file' | 'dir' | 'link' | 'other';

/** What is at a path. */
export interface FileInfo {
  kind: FileKind;
  /** Bytes of a file (0 for anything else). */
  size: number;
  mtime: Date;
  /** Changes whenever the file is rewritten or replaced (the editor's etag is made of it). */
  version: string;
}

export interface DirEntry {
  name: string;
  /** What the entry itself is (a symlink is 'link', not followed). */
  kind: FileKind;
}

/** Bytes of the regular files under a folder and their number (symlinks are not followed). */
export interface Usage {
  bytes: number;
  files: number;
}

export interface ExportFiles {
  /**
   * The one path resolver: `path` (absolute, or relative to `root`) with every symlink in its existing part resolved,
   * written under `root`; null when it leaves the root lexically or through a link (also a dangling one). Synchronous:
   * a few system calls of microseconds, and the job paths' mapping (jobs/files.ts realPath) is synchronous.
   */
  confine(root: string, path: string): string | null;
  /** The real location of a path (links resolved), null when nothing is there. */
  real(path: string): Promise<string | null>;
  /** What is at a path: the link itself unless `follow`. Null when nothing is there. */
  stat(path: string, options?: { follow?: boolean }): Promise<FileInfo | null>;
  /** A folder's entries, unsorted. Refuses (throws) when it is not a folder. */
  list(path: string): Promise<DirEntry[]>;
  /**
   * A file's bytes as a stream from one open descriptor, and their number: a replacement meanwhile (a rename) changes
   * neither. Null when it is not a file (any more).
   */
  read(path: string): Promise<{ stream: Readable; size: number } | null>;
  /** `length` bytes from `position` (fewer at the end of the file). */
  readRange(path: string, position: number, length: number): Promise<Buffer>;
  /** A file's text, null when it is not a file. */
  readText(path: string): Promise<string | null>;
  /**
   * Writes `from` at `offset` (creating the file, keeping the rest of it); answers the bytes written. Never writes
   * more than `limit` bytes: `tooLong` is thrown instead, before anything past it is written.
   */
  writeAt(
    path: string,
    offset: number,
    from: AsyncIterable<Uint8Array> | Uint8Array,
    limit?: { bytes: number; tooLong: () => Error },
  ): Promise<number>;
  /** Creates a file with `data`, or replaces one; `exclusive` refuses an existing one (EEXIST). A link as the last part is never followed. */
  writeFile(path: string, data: string | Uint8Array, options?: { exclusive?: boolean; mode?: number }): Promise<void>;
  /** Appends to a file, creating it and its folders. A link as the last part is never followed. */
  append(path: string, text: string): Promise<void>;
  /** Copies a file (staging an upload). */
  copy(from: string, to: string): Promise<void>;
  /** Moves a file or folder in one step: readers see the old or the new one, never half of one. */
  rename(from: string, to: string): Promise<void>;
  /** Removes a file, a link (not what it points at) or a folder with everything in it; nothing there is no error. */
  remove(path: string): Promise<void>;
  /** Creates a folder (and its parents with `parents`). */
  mkdir(path: string, options?: { parents?: boolean; mode?: number }): Promise<void>;
  /** Bytes and files under a folder (0 when it is not there): the one measure every quota check uses. */
  usage(path: string): Promise<Usage>;
  /**
   * Synchronous forms for the job engine, whose calls are synchronous today (a job's output lines are appended in
   * the order they are written): the same rules as their asynchronous forms.
   */
  sync: {
    append(path: string, text: string): void;
    writeFile(path: string, data: string | Uint8Array, options?: { exclusive?: boolean; mode?: number }): void;
    readText(path: string): string | null;
    mkdir(path: string): void;
    exists(path: string): boolean;
    isFile(path: string): boolean;
    stat(path: string, options?: { follow?: boolean }): FileInfo | null;
    usage(path: string): Usage;
  };
}
