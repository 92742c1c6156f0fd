/**
 * A streamed ZIP archive of files (downloadSignedObjects): stored (no compression), UTF-8 names (general purpose
 * flag bit 11), the CRC-32 and sizes in a data descriptor after each file (bit 3), so every file is read once, as
 * it is sent. No ZIP64: an archive stays below 4 GB and 65535 files (zipPlan refuses more), and its exact length is
 * known before the first byte, for Content-Length.
 */
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { exportFiles } from '../../storage/index';

export interface ZipEntry {
  /** The name in the archive: a relative path with / between folders. */
  name: string;
  /** The file on disk. */
  path: string;
  /** Its size when the archive was planned: the bytes the archive holds for it. */
  size: number;
  mtime: Date;
}

/**
 * The largest archive without ZIP64 (4 GB): every size and offset in it is then below 0xFFFFFFFF, the value that
 * means "see ZIP64".
 */
export const ZIP_MAX_BYTES = 0xffffffff;
/** The most entries without ZIP64. */
export const ZIP_MAX_FILES = 0xffff;

const LOCAL_HEADER = 30;
const DATA_DESCRIPTOR = 16;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
/** Bit 3: sizes and CRC-32 in the data descriptor; bit 11: names in UTF-8. */
const FLAGS = 0x0808;
/** 2.0: the version a reader needs for data descriptors. */
const VERSION_NEEDED = 20;
/** Made by Unix (3), version 2.0: the external attributes carry a Unix mode. */
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
/** A regular file, rw-r--r--. */
const EXTERNAL_ATTRIBUTES = (0o100644 << 16) >>> 0;
const CHUNK_BYTES = 256 * 1024;

/** The archive's length in bytes, or null when it needs ZIP64 (over ZIP_MAX_BYTES or ZIP_MAX_FILES). */
export function zipLength(entries: Pick<ZipEntry, 'name' | 'size'>[]): number | null {
  if (entries.length > ZIP_MAX_FILES) return null;
  let total = END_OF_CENTRAL_DIRECTORY;
  for (const e of entries) {
    const name = Buffer.byteLength(e.name, 'utf8');
    total += LOCAL_HEADER + name + e.size + DATA_DESCRIPTOR + CENTRAL_HEADER + name;
  }
  return total > ZIP_MAX_BYTES ? null : total;
}

/** MS-DOS date and time (local time, two-second resolution, from 1980). */
function dosDateTime(date: Date): { time: number; date: number } {
  const d = date.getFullYear() < 1980 ? new Date(1980, 0, 1) : date;
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

function localHeader(name: Buffer, when: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(LOCAL_HEADER);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION_NEEDED, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(0, 8); // stored
  b.writeUInt16LE(when.time, 10);
  b.writeUInt16LE(when.date, 12);
  // CRC-32 and sizes (14-25) are zero: they follow the data, in the data descriptor.
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  return Buffer.concat([b, name]);
}

function dataDescriptor(crc: number, size: number): Buffer {
  const b = Buffer.alloc(DATA_DESCRIPTOR);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(crc >>> 0, 4);
  b.writeUInt32LE(size, 8);
  b.writeUInt32LE(size, 12);
  return b;
}

function centralHeader(name: Buffer, when: { time: number; date: number }, crc: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(CENTRAL_HEADER);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(VERSION_MADE_BY, 4);
  b.writeUInt16LE(VERSION_NEEDED, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(0, 10);
  b.writeUInt16LE(when.time, 12);
  b.writeUInt16LE(when.date, 14);
  b.writeUInt32LE(crc >>> 0, 16);
  b.writeUInt32LE(size, 20);
  b.writeUInt32LE(size, 24);
  b.writeUInt16LE(name.length, 28);
  // Extra field, comment, disk number and internal attributes (30-37) are zero.
  b.writeUInt32LE(EXTERNAL_ATTRIBUTES, 38);
  b.writeUInt32LE(offset, 42);
  return Buffer.concat([b, name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(END_OF_CENTRAL_DIRECTORY);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

/** One file's bytes, exactly `size` of them; fails when the file is no longer that size. */
async function* fileBytes(entry: ZipEntry): AsyncGenerator<Buffer> {
  const file = await exportFiles.read(entry.path);
  try {
    if (!file || file.size !== entry.size) throw new Error(`${entry.name} changed while the archive was sent`);
    let position = 0;
    for await (const data of file.stream) {
      const chunk = (data as Buffer).subarray(0, entry.size - position);
      position += chunk.length;
      if (chunk.length) yield chunk;
      if (position === entry.size) break;
    }
    if (position < entry.size) throw new Error(`${entry.name} shrank while the archive was sent`);
  } finally {
    file?.stream.destroy();
  }
}

/** A small file's bytes (fileBytes' chunks, one for a file of at most CHUNK_BYTES): read ahead of its turn, closed once read. */
async function wholeFile(entry: ZipEntry): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of fileBytes(entry)) chunks.push(chunk);
  return chunks;
}

/**
 * Files of at most CHUNK_BYTES are read ahead, up to READ_AHEAD_FILES of them at once: an archive of thousands of
 * small files is bound by opening them one after another otherwise.
 */
const READ_AHEAD_FILES = 16;
/** The archive's bytes are sent in chunks of about this size rather than a header and a file at a time. */
const SEND_BYTES = 64 * 1024;

/** The chunks of `source` joined into chunks of at least `size` bytes (the last one may be smaller). */
async function* joined(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of source) {
    pending.push(chunk);
    bytes += chunk.length;
    if (bytes >= size) {
      yield pending.length === 1 ? pending[0] : Buffer.concat(pending, bytes);
      pending = [];
      bytes = 0;
    }
  }
  if (bytes > 0) yield Buffer.concat(pending, bytes);
}

/**
 * The archive as a stream of exactly zipLength(entries) bytes. A file that changed since it was planned ends the
 * stream with an error (the client sees a download shorter than its Content-Length); destroying the stream (the
 * client went away) closes the file being read (files read ahead are closed once read).
 */
export function zipStream(entries: ZipEntry[]): Readable {
  async function* archive(): AsyncGenerator<Buffer> {
    let offset = 0;
    const central: Buffer[] = [];
    const ahead = new Map<number, Promise<Buffer[]>>();
    let next = 0;
    for (const [i, entry] of entries.entries()) {
      for (next = Math.max(next, i); next < Math.min(entries.length, i + READ_AHEAD_FILES); next++) {
        if (entries[next].size > CHUNK_BYTES) continue;
        const read = wholeFile(entries[next]);
        // Its failure is met when its turn comes (the archive ends there), or not at all when the client went away.
        read.catch(() => undefined);
        ahead.set(next, read);
      }
      const name = Buffer.from(entry.name, 'utf8');
      const when = dosDateTime(entry.mtime);
      const header = localHeader(name, when);
      yield header;
      let crc = 0;
      const early = ahead.get(i);
      ahead.delete(i);
      for await (const chunk of early ? await early : fileBytes(entry)) {
        crc = crc32(chunk, crc);
        yield chunk;
      }
      yield dataDescriptor(crc, entry.size);
      central.push(centralHeader(name, when, crc, entry.size, offset));
      offset += header.length + entry.size + DATA_DESCRIPTOR;
    }
    const directory = Buffer.concat(central);
    yield directory;
    yield endOfCentralDirectory(entries.length, directory.length, offset);
  }
  return Readable.from(joined(archive(), SEND_BYTES), { objectMode: false });
}
