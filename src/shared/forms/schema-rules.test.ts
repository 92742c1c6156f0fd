import { describe, expect, it } from 'vitest';
import schema from '@/api/generated/form-schemas/create-hpc-cluster-form.json';
import { characterClassOf, generatePassword, patternRulesOf, rawPropertySchema } from './schema-rules';

const password = rawPropertySchema(schema, 'admin_password') ?? {};

describe('schema rules', () => {
  it('reads the characters of a pattern character class', () => {
    expect(characterClassOf('[!@#%$^&*]')).toEqual(['!', '@', '#', '%', '$', '^', '&', '*']);
    expect(characterClassOf('[a-e]')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(characterClassOf('^[A-C0-2_\\-]*$')).toEqual(['A', 'B', 'C', '0', '1', '2', '_', '-']);
    expect(characterClassOf('^abc$')).toEqual([]);
  });

  it('finds a property through allOf branches, as the contract states it', () => {
    expect(rawPropertySchema(schema, 'queue_type')?.title).toBe('Queue type');
    expect(rawPropertySchema(schema, 'nothing')).toBeUndefined();
    expect(patternRulesOf(password).map((rule) => rule.rule)).toEqual([
      'password.charset',
      'password.lowercase',
      'password.uppercase',
      'password.digit',
      'password.symbol',
    ]);
  });

  it('generates passwords that follow every rule of the password schema', () => {
    const rules = patternRulesOf(password).map((rule) => new RegExp(rule.pattern, 'u'));
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const generated = generatePassword(password);
      expect(generated).toHaveLength(12);
      for (const rule of rules) expect(generated).toMatch(rule);
      seen.add(generated);
    }
    expect(seen.size).toBe(200);
    expect(generatePassword(password, 30)).toHaveLength(30);
  });
});
