/**
 * A sub-account's generated password (spec section 5): 3 uppercase letters, 3 lowercase letters, 3 digits and 2
 * of the symbols ! @ # % $ ^ & *, drawn with crypto.getRandomValues (rejection sampling: every character of a set
 * equally likely) and shuffled (Fisher-Yates with the same source), so that no class sits at a fixed position.
 */
export const SUB_USER_PASSWORD_RULE = { upper: 3, lower: 3, digit: 3, symbol: 2 } as const;

const SETS: Record<keyof typeof SUB_USER_PASSWORD_RULE, string> = {
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  digit: '0123456789',
  symbol: '!@#%$^&*',
};

/** An unbiased random integer in [0, bound) from crypto.getRandomValues. */
export function randomBelow(bound: number, random: (array: Uint32Array) => Uint32Array = (array) => crypto.getRandomValues(array)): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const word = new Uint32Array(1);
  for (;;) {
    random(word);
    if (word[0] < limit) return word[0] % bound;
  }
}

export function generateSubUserPassword(): string {
  const chars = (Object.keys(SUB_USER_PASSWORD_RULE) as (keyof typeof SUB_USER_PASSWORD_RULE)[]).flatMap((kind) =>
    Array.from({ length: SUB_USER_PASSWORD_RULE[kind] }, () => SETS[kind][randomBelow(SETS[kind].length)]),
  );
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** How many characters of each kind `password` has, and whether it has any other character. */
export function passwordClasses(password: string): { upper: number; lower: number; digit: number; symbol: number; other: number } {
  const count = (set: string) => [...password].filter((char) => set.includes(char)).length;
  const counts = { upper: count(SETS.upper), lower: count(SETS.lower), digit: count(SETS.digit), symbol: count(SETS.symbol) };
  return { ...counts, other: password.length - counts.upper - counts.lower - counts.digit - counts.symbol };
}
