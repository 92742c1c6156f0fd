/**
 * Small SQL helpers every domain shares.
 */

/** A substring match for `ILIKE`: the text between `%`s, with LIKE's own characters (\ % _) escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether `error` is PostgreSQL's unique violation (23505) of the index or constraint `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint));
}
