import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from '../app';
import { FIELD_NAMES, fieldOfLocation } from './field-names';

type Node = Record<string, unknown>;

/** Every property name and parameter name a request of the contract may carry (bodies, queries, paths). */
function requestFieldNames(doc: Node): Set<string> {
  const names = new Set<string>();
  const resolve = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Node | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  const seen = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const schema = node as Node;
    if (typeof schema.$ref === 'string') {
      if (seen.has(schema.$ref)) return;
      seen.add(schema.$ref);
      walk(resolve(schema.$ref));
    }
    if (schema.properties && typeof schema.properties === 'object') for (const name of Object.keys(schema.properties)) names.add(name);
    for (const [key, value] of Object.entries(schema))
      if (!['$ref', 'examples', 'example', 'default', 'properties'].includes(key)) walk(value);
    if (schema.properties) walk(Object.values(schema.properties as Node));
  };
  for (const item of Object.values(doc.paths as Node)) {
    for (const op of Object.values(item as Node)) {
      if (!op || typeof op !== 'object') continue;
      const operation = op as { parameters?: Node[]; requestBody?: unknown };
      for (const parameter of operation.parameters ?? []) {
        const resolved = (typeof parameter.$ref === 'string' ? resolve(parameter.$ref) : parameter) as Node;
        names.add(String(resolved.name));
        walk(resolved.schema);
      }
      walk(operation.requestBody);
    }
  }
  return names;
}

describe('request fields named in words', () => {
  it('names every request field of the contract in Chinese and English', () => {
    const names = requestFieldNames(JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as Node);
    expect(names.size).toBeGreaterThan(100);
    const missing = [...names].filter((name) => !Object.hasOwn(FIELD_NAMES, name));
    expect(missing, 'add these to server/http/field-names.ts').toEqual([]);
    for (const [name, text] of Object.entries(FIELD_NAMES)) {
      expect(text.zh, name).not.toBe('');
      expect(text.en, name).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('names the field a location points at: its last property, array indexes skipped, a node role named with its field', () => {
    expect(fieldOfLocation(['body', 'cluster_name'], 'zh')).toBe('集群名称');
    expect(fieldOfLocation(['body', 'cluster_ids', '0'], 'en')).toBe('clusters');
    expect(fieldOfLocation(['query', 'limit'], 'zh')).toBe('每页条数');
    expect(fieldOfLocation(['body', 'node_config', 'compute', 'count'], 'zh')).toBe('计算节点 数量');
    expect(fieldOfLocation(['body'], 'zh')).toBeUndefined();
  });
});
