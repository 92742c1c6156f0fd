/**
 * Writes to the same file of an export, one after the other in this gateway: a write's checks (the editor's
 * if_match, "Duplicate file name" without overwrite, the quotas) and its rename happen while no other write of
 * the same file runs, so two saves from one opened version cannot both pass the check. Keys are locked in order, so
 * two writes of several files cannot wait on each other. (Several gateways on one NAS would need a lock the
 * filesystem or the database holds; one gateway serves an export's files today, ADR 0034's affinity note.)
 */
const tails = new Map<string, Promise<void>>();

export async function withWriteLock<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  const ordered = [...new Set(keys)].sort();
  const releases: (() => void)[] = [];
  try {
    for (const key of ordered) {
      const previous = tails.get(key) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      tails.set(key, tail);
      releases.push(() => {
        release();
        // The last writer of the key leaves nothing behind.
        if (tails.get(key) === tail) tails.delete(key);
      });
      await previous;
    }
    return await work();
  } finally {
    for (const release of releases.reverse()) release();
  }
}

/** How many files have a write waiting or running (tests: nothing is left behind). */
export const lockedWrites = () => tails.size;
