/**
 * Files on a NAS export (ADR 0035): `download` writes a file of the export to a local file; `files` lists a folder.
 * A place is `<nas_id>:<path>`, or with --cluster a path on the cluster (places.ts).
 */
import { createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getObject, getObjects } from '../../src/api/generated/endpoints/storage/storage';
import type { NasObject } from '../../src/api/generated/model/nasObject';
import { CliError, EXIT } from '../exit-codes';
import { isoTime, json, NONE, table } from '../output';
import { JSON_OPTION, positionals, usage, type Command } from './command';
import { CLUSTER_OPTION, placeOf, prefixOf, segments } from './places';

export const download: Command = {
  name: 'download',
  args: ['<nas_id>:<path>', '[<local path>]'],
  options: [{ name: 'force', help: 'replace an existing local file' }, CLUSTER_OPTION],
  about:
    'Writes the file to <local path> (a folder: the file goes in it under its own name; default: its name in the ' +
    'current folder), through a temporary file renamed into place when whole. An existing local file is kept unless ' +
    '--force. With --cluster ID the path is a file on that cluster under its NAS mount.',
  operations: ['getObject', 'listClusters', 'getClusterNasInfo'],
  async run(context) {
    const [remote, local] = positionals(context, download);
    const { io, parsed } = context;
    const force = parsed.options.has('force');
    await context.signIn();
    const place = await placeOf(context, download, remote!);
    const name = segments(place.path).pop();
    if (!name) throw usage(download, `${remote} names no file`);
    let path = resolve(io.cwd, local ?? name);
    if (local !== undefined && statSync(path, { throwIfNoEntry: false })?.isDirectory()) path = join(path, name);
    const refuseExisting = () => {
      if (!force && existsSync(path)) throw new CliError(EXIT.usage, `${path} exists: give --force to replace it`);
    };
    refuseExisting();
    const blob = await getObject({ nas_id: place.nasId, object_name: place.path });
    const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.hpc-part`);
    try {
      await pipeline(
        Readable.fromWeb(blob.stream() as Parameters<typeof Readable.fromWeb>[0]),
        createWriteStream(temporary, { flags: 'wx' }),
      );
      refuseExisting();
      renameSync(temporary, path);
    } finally {
      rmSync(temporary, { force: true });
    }
    io.stderr(`hpc: ${place.nasId}:${place.path} written to ${path} (${blob.size} bytes)\n`);
    return EXIT.ok;
  },
};

/** The contract's largest page of a folder (GetNasObjectsResponse.object_set). */
const FOLDER_PAGE = 100;

export const files: Command = {
  name: 'files',
  args: ['<nas_id>:<folder>'],
  options: [CLUSTER_OPTION, JSON_OPTION],
  about: "Every entry of the folder, folders first, page by page. <nas_id>: alone is the export's root.",
  operations: ['getObjects', 'listClusters', 'getClusterNasInfo'],
  async run(context) {
    const [remote] = positionals(context, files);
    const { io } = context;
    await context.signIn();
    const place = await placeOf(context, files, remote!);
    const prefix = prefixOf(place.path);
    const all: NasObject[] = [];
    let answer;
    do {
      answer = await getObjects({ nas_id: place.nasId, prefix, limit: FOLDER_PAGE, offset: all.length });
      all.push(...answer.object_set);
    } while (answer.object_set.length && all.length < answer.total_count);
    if (context.json) {
      io.stdout(json({ ...answer, object_set: all }));
      return EXIT.ok;
    }
    if (!all.length) {
      io.stdout(`${place.nasId}:${prefix} is empty.\n`);
      return EXIT.ok;
    }
    const rows = all.map((o) => [
      o.object_name.slice(prefix.length) || o.object_name,
      o.is_dir ? NONE : String(o.size),
      isoTime(o.last_modified, io.env),
    ]);
    io.stdout(table(['NAME', 'SIZE', 'MODIFIED'], rows));
    return EXIT.ok;
  },
};
