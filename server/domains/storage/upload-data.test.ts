/** The chunk writes a completion waits for (upload-data.ts): rows of the database, seen by every gateway. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import { beginWrite, WRITE_STALE_MS, writesSettled } from './upload-data';

const state = (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
};
const pause = (ms = 80) => new Promise((resolve) => setTimeout(resolve, ms));

let db: Db;
beforeAll(async () => {
  db = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'hpc-upload-writes-')) });
  await migrate(db);
  for (const id of ['upl-none', 'upl-a', 'upl-b']) {
    await db.query(
      `INSERT INTO storage_upload_sessions (upload_id, nas_id, user_id, prefix, file_name, size, overwrite, chunk_size, create_time, expire_time)
       VALUES ($1, 'nas-x', 'usr-x', '', 'f.bin', 10, false, 8, now(), now() + interval '1 day')`,
      [id],
    );
  }
}, 60_000);
afterAll(() => db?.close());

describe('writesSettled', () => {
  it('resolves at once when nothing writes, and only after the last of several writes ends', async () => {
    const idle = state(writesSettled(db, 'upl-none'));
    await pause();
    expect(idle()).toBe(true);

    const first = await beginWrite(db, 'upl-a');
    const second = await beginWrite(db, 'upl-a');
    const other = await beginWrite(db, 'upl-b');
    const settled = state(writesSettled(db, 'upl-a'));
    await first();
    // The same end twice counts once: the second write is still going.
    await first();
    await pause();
    expect(settled()).toBe(false);
    await second();
    await pause();
    expect(settled()).toBe(true);
    // Another session's write does not hold this one.
    const b = state(writesSettled(db, 'upl-b'));
    await pause();
    expect(b()).toBe(false);
    await other();
    await pause();
    expect(b()).toBe(true);
  });

  it('ignores the write of a gateway that died mid-write once it is older than a chunk may take', async () => {
    await beginWrite(db, 'upl-a');
    const later = Date.now() + WRITE_STALE_MS + 1000;
    await writesSettled(db, 'upl-a', () => later);
  });

  it('refuses a write into a session that is gone', async () => {
    await expect(beginWrite(db, 'upl-gone')).rejects.toMatchObject({ status: 404 });
  });
});
