/**
 * Every call that section 7 of the specification names is an operation of the contract.
 * The call names are read from the specification itself (../shared/spec/console-spec.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { listOperations, loadBundle } from './lib/contract-doc';

const SPEC = resolve(__dirname, '../../../shared/spec/console-spec.md');
/** The specification lives beside the repository (the team's shared folder), not in it: a clone elsewhere has none. */
const HAS_SPEC = existsSync(SPEC);
if (!HAS_SPEC) console.warn(`spec-coverage: skipped, the specification is not at ${SPEC} (clone the repository beside shared/)`);

/** The call names of section 7, with bare names completed by the prefix their line or subsection gives. */
export function callsOfSection7(markdown: string): string[] {
  const section = markdown
    .split(/^## 7\./m)[1]
    ?.split(/^## 8\./m)[0]
    ?.split(/^### Loading of script chunks/m)[0];
  if (!section) throw new Error('section 7 not found in the specification');
  const calls = new Set<string>();
  let subsectionPrefix = '';
  for (const raw of section.split('\n').map((l) => l.trimStart())) {
    const line = raw.replace(/\([^)]*\)/g, ' ');
    if (line.startsWith('### ')) subsectionPrefix = '';
    const declared = /action prefix ([a-z/]+)\//.exec(raw);
    if (declared) {
      subsectionPrefix = declared[1];
      continue;
    }
    if (!raw.startsWith('- ')) continue;
    let linePrefix = subsectionPrefix;
    const token = /[A-Za-z_][A-Za-z0-9_{}-]*(?:\/[A-Za-z0-9_{}-]+)*/g;
    for (const [word] of line.matchAll(token)) {
      if (word.includes('/')) {
        calls.add(word);
        linePrefix = word.slice(0, word.lastIndexOf('/'));
      } else if (/^(Describe|Get|ProductCenter)[A-Z]\w+$/.test(word) || /^(get|put|delete|upload|download)_[a-z_]+$/.test(word)) {
        calls.add(word);
      } else if (/^[a-z]+[A-Z]\w*$/.test(word) && linePrefix) {
        calls.add(`${linePrefix}/${word}`);
      }
    }
  }
  return [...calls];
}

describe.skipIf(!HAS_SPEC)('section 7 of the specification', () => {
  const doc = loadBundle(inject('bundlePath'));
  const ops = listOperations(doc);
  const calls = HAS_SPEC ? callsOfSection7(readFileSync(SPEC, 'utf8')) : [];

  it('names calls (the reader of the specification works)', () => {
    expect(calls.length).toBeGreaterThan(85);
    expect(calls).toEqual(
      expect.arrayContaining(['cluster/list', 'queue/ehpc/addStrategy', 'DescribeVxnets', 'cluster/startCluster', 'get_objects']),
    );
  });

  it.each(calls)('%s is an operation of the contract', (call) => {
    const found = ops.filter(({ path, op }) => {
      const action = op['x-action'] ?? '';
      return action === call || action.startsWith(`${call}/`) || path.endsWith(`/${call}`) || path.includes(`/${call}`);
    });
    expect(
      found.map((o) => o.operationId),
      `no operation for ${call}`,
    ).not.toEqual([]);
  });
});
