/**
 * Small SQL helpers every domain shares.
 */

/** A substring match for `ILIKE`: the text between `%`s, with LIKE's own characters (\ % _) escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
