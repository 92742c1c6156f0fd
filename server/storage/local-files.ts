/**
 * The export files seam (export-files.ts) on the local file system: the exports are directories under
 * HPC_DATA_DIR (several gateways share that directory, README "Configuration"). The only module that touches an
 * export's files with node:fs.
 */
import { constants, type Dirent, type Stats } from 'node:fs';
import * as fsSync from 'node:fs';
import { copyFile, lstat, mkdir, open, readdir, readFile, realpath, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { DirEntry, ExportFiles, FileInfo, FileKind, Usage } from './export-files';

const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

const kindOf = (s: Stats | Dirent): FileKind => (s.isSymbolicLink() ? 'link' : s.isDirectory() ? 'dir' : s.isFile() ? 'file' : 'other');

const infoOf = (s: Stats): FileInfo => ({
  kind: kindOf(s),
  size: s.isFile() ? s.size : 0,
  mtime: s.mtime,
  version: `${s.size}-${s.mtimeMs}-${s.ino}`,
});

/** Appending or replacing never follows a link standing at the last part of the path (one planted after the check). */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

function confine(root: string, path: string): string | null {
  const base = resolve(root);
  const target = resolve(base, path);
  if (!inside(base, target)) return null;
  let realBase: string;
  try {
    realBase = fsSync.realpathSync.native(base);
  } catch {
    // No root yet: nothing in it can be a link.
    return target;
  }
  const rest: string[] = [];
  for (let probe = target; inside(base, probe); probe = dirname(probe)) {
    let found: string | null = null;
    try {
      found = fsSync.realpathSync.native(probe);
    } catch {
      // Not there (yet): its parent is checked. A dangling link is there, and leads nowhere safe.
      if (fsSync.lstatSync(probe, { throwIfNoEntry: false })) return null;
    }
    if (found !== null) return inside(realBase, found) ? join(base, relative(realBase, found), ...rest) : null;
    if (probe === base) break;
    rest.unshift(probe.slice(probe.lastIndexOf(sep) + 1));
  }
  return target;
}

async function usage(dir: string): Promise<Usage> {
  const total = { bytes: 0, files: 0 };
  const pending = [dir];
  while (pending.length) {
    const current = pending.pop() as string;
    let entries: Dirent[];
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const path = resolve(current, e.name);
      if (e.isDirectory()) pending.push(path);
      else if (e.isFile()) {
        total.bytes += (await lstat(path).catch(() => null))?.size ?? 0;
        total.files += 1;
      }
    }
  }
  return total;
}

function usageSync(dir: string): Usage {
  const total = { bytes: 0, files: 0 };
  const pending = [dir];
  while (pending.length) {
    const current = pending.pop() as string;
    let entries: Dirent[];
    try {
      entries = fsSync.readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const path = resolve(current, e.name);
      if (e.isDirectory()) pending.push(path);
      else if (e.isFile()) {
        total.bytes += fsSync.lstatSync(path, { throwIfNoEntry: false })?.size ?? 0;
        total.files += 1;
      }
    }
  }
  return total;
}

/** Bytes gathered before each positional write (fewer, larger writes). */
const WRITE_BYTES = 1024 * 1024;

async function writeAt(
  path: string,
  offset: number,
  from: AsyncIterable<Uint8Array> | Uint8Array,
  limit?: { bytes: number; tooLong: () => Error },
): Promise<number> {
  // No O_APPEND: the position is honoured; no O_TRUNC: the rest of the file stays.
  const file = await open(path, constants.O_WRONLY | constants.O_CREAT | NO_FOLLOW);
  let written = 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    const data = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    let done = 0;
    while (done < data.length) done += (await file.write(data, done, data.length - done, offset + written + done)).bytesWritten;
    written += data.length;
  };
  try {
    for await (const bytes of from instanceof Uint8Array ? [from] : from) {
      if (limit && written + pendingBytes + bytes.length > limit.bytes) throw limit.tooLong();
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= WRITE_BYTES) await flush();
    }
    if (pendingBytes) await flush();
    return written;
  } finally {
    await file.close();
  }
}

const writeFlags = (exclusive?: boolean) =>
  constants.O_WRONLY | constants.O_CREAT | NO_FOLLOW | (exclusive ? constants.O_EXCL : constants.O_TRUNC);
const appendFlags = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | NO_FOLLOW;

export const localFiles: ExportFiles = {
  confine,
  real: (path) => realpath(path).catch(() => null),
  stat: async (path, options = {}) => {
    const s = await (options.follow ? stat(path) : lstat(path)).catch(() => null);
    return s && infoOf(s);
  },
  list: async (path): Promise<DirEntry[]> => (await readdir(path, { withFileTypes: true })).map((e) => ({ name: e.name, kind: kindOf(e) })),
  read: async (path) => {
    let handle: Awaited<ReturnType<typeof open>> | undefined;
    try {
      handle = await open(path, 'r');
      const st = await handle.stat();
      if (!st.isFile()) {
        await handle.close();
        return null;
      }
      // The stream closes the descriptor when it ends, fails or is destroyed (the client went away).
      return { stream: handle.createReadStream({ highWaterMark: 256 * 1024 }), size: st.size };
    } catch {
      await handle?.close().catch(() => undefined);
      return null;
    }
  },
  readRange: async (path, position, length) => {
    const file = await open(path, 'r');
    try {
      const buffer = Buffer.allocUnsafe(length);
      let done = 0;
      while (done < length) {
        const { bytesRead } = await file.read(buffer, done, length - done, position + done);
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return buffer.subarray(0, done);
    } finally {
      await file.close();
    }
  },
  readText: async (path) => ((await stat(path).catch(() => null))?.isFile() ? readFile(path, 'utf8').catch(() => null) : null),
  writeAt,
  writeFile: async (path, data, options = {}) => {
    const file = await open(path, writeFlags(options.exclusive), options.mode ?? 0o644);
    try {
      await file.writeFile(data);
    } finally {
      await file.close();
    }
  },
  append: async (path, text) => {
    await mkdir(dirname(path), { recursive: true });
    const file = await open(path, appendFlags, 0o644);
    try {
      await file.writeFile(text);
    } finally {
      await file.close();
    }
  },
  copy: (from, to) => copyFile(from, to),
  rename: (from, to) => rename(from, to),
  remove: (path) => rm(path, { recursive: true, force: true }),
  mkdir: async (path, options = {}) => {
    await mkdir(path, { recursive: options.parents ?? false, mode: options.mode });
  },
  usage,
  sync: {
    append: (path, text) => {
      fsSync.mkdirSync(dirname(path), { recursive: true });
      const fd = fsSync.openSync(path, appendFlags, 0o644);
      try {
        fsSync.writeSync(fd, text);
      } finally {
        fsSync.closeSync(fd);
      }
    },
    writeFile: (path, data, options = {}) => {
      const fd = fsSync.openSync(path, writeFlags(options.exclusive), options.mode ?? 0o644);
      try {
        fsSync.writeFileSync(fd, data);
      } finally {
        fsSync.closeSync(fd);
      }
    },
    readText: (path) => {
      try {
        return fsSync.statSync(path).isFile() ? fsSync.readFileSync(path, 'utf8') : null;
      } catch {
        return null;
      }
    },
    mkdir: (path) => {
      fsSync.mkdirSync(path, { recursive: true });
    },
    exists: (path) => fsSync.existsSync(path),
    isFile: (path) => fsSync.statSync(path, { throwIfNoEntry: false })?.isFile() ?? false,
    stat: (path, options = {}) => {
      const s = (options.follow ? fsSync.statSync : fsSync.lstatSync)(path, { throwIfNoEntry: false });
      return s ? infoOf(s) : null;
    },
    usage: usageSync,
  },
};
