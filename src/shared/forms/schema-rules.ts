/**
 * Rules read from a JSON Schema rather than written again: the characters of a pattern's character class, the
 * named pattern rules (`x-rule`) of a string schema, and a password generated to satisfy them.
 */

/** Schema nodes as they arrive from the generated JSON (rjsf's RJSFSchema is wider than needed here). */
export type SchemaNode = Record<string, unknown>;

/**
 * The characters of the first character class of a pattern (`[!@#%$^&*]`, `[a-z]`, `^[A-Za-z0-9_]*$`), ranges
 * expanded; escapes are read as the character they escape. Empty when the pattern has no class.
 */
export function characterClassOf(pattern: string): string[] {
  const match = /\[((?:\\.|[^\]\\])*)\]/.exec(pattern);
  if (!match) return [];
  const tokens = [...match[1].matchAll(/\\(.)|(.)/g)].map(([, escaped, plain]) => escaped ?? plain);
  const chars: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i + 1] === '-' && tokens[i + 2] !== undefined) {
      for (let code = tokens[i].charCodeAt(0); code <= tokens[i + 2].charCodeAt(0); code += 1) chars.push(String.fromCharCode(code));
      i += 2;
    } else chars.push(tokens[i]);
  }
  return [...new Set(chars)];
}

export interface PatternRule {
  /** The rule's name in the contract (`password.uppercase`). */
  rule: string;
  pattern: string;
}

/** The named pattern rules (`allOf: [{ pattern, x-rule }]`) of a string schema. */
export function patternRulesOf(schema: SchemaNode): PatternRule[] {
  const branches = Array.isArray(schema.allOf) ? (schema.allOf as SchemaNode[]) : [];
  return branches.flatMap((branch) =>
    typeof branch.pattern === 'string' && typeof branch['x-rule'] === 'string' ? [{ rule: branch['x-rule'], pattern: branch.pattern }] : [],
  );
}

function randomIndex(size: number): number {
  const buffer = new Uint32Array(1);
  // Rejection sampling keeps every index equally likely.
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  do globalThis.crypto.getRandomValues(buffer);
  while (buffer[0] >= limit);
  return buffer[0] % size;
}

/**
 * A random password satisfying a password schema: the length is its minLength (12 for the contract's Password),
 * the characters come from its charset rule (an anchored `^[…]*$` pattern), and each other rule (a lowercase
 * letter, an uppercase letter, a digit, a symbol) is met by at least one character. Uses the Web Crypto random source.
 */
export function generatePassword(schema: SchemaNode, length = typeof schema.minLength === 'number' ? schema.minLength : 12): string {
  const rules = patternRulesOf(schema);
  const isCharset = (pattern: string) => pattern.startsWith('^') && pattern.endsWith('$');
  const alphabet = characterClassOf(rules.find((rule) => isCharset(rule.pattern))?.pattern ?? '');
  const required = rules.filter((rule) => !isCharset(rule.pattern)).map((rule) => characterClassOf(rule.pattern));
  const pool = alphabet.length ? alphabet : [...new Set(required.flat())];
  if (!pool.length || required.length > length) throw new Error('generatePassword: the schema names no character rules');
  const chars = required.map((set) => set[randomIndex(set.length)]);
  while (chars.length < length) chars.push(pool[randomIndex(pool.length)]);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/**
 * A top-level property's schema exactly as the contract states it (rjsf hands widgets a copy with `allOf` merged,
 * which loses the named rules): the first `properties[name]` found through allOf/anyOf/oneOf and then/else branches.
 */
export function rawPropertySchema(root: unknown, name: string): SchemaNode | undefined {
  if (!root || typeof root !== 'object') return undefined;
  const node = root as SchemaNode;
  const own = (node.properties as SchemaNode | undefined)?.[name];
  if (own && typeof own === 'object') return own as SchemaNode;
  const branches = [
    ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((key) => (Array.isArray(node[key]) ? (node[key] as unknown[]) : [])),
    node.then,
    node.else,
  ];
  for (const branch of branches) {
    const found = rawPropertySchema(branch, name);
    if (found) return found;
  }
  return undefined;
}
