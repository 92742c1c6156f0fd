import { describe, expect, it } from 'vitest';
import { OPERATION_ACTIONS } from './operation-actions';

/** The gateway's sources: every change it records names its action as a literal (steps, handlers, seed). */
const gateway = import.meta.glob<string>(['../../../server/domains/**/*.ts', '!../../../server/domains/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Reads that share the action names' shape but record no operation. */
const READS = new Set([
  'cluster/conf',
  'cluster/list',
  'cluster/listNodes',
  'cluster/nasInfo',
  'job/jobdetail',
  'job/list',
  'jobtemplate/tempList',
  'simulation/list/job',
]);

describe('operation log action words', () => {
  it('has words for every change the gateway records', () => {
    const actions = new Set<string>();
    const name =
      /'((?:billing|cluster|file-systems|job|jobtemplate|operation|project|queue|shared|simulation|software|token|user)(?:\/[A-Za-z{}_]+)+)'/g;
    for (const source of Object.values(gateway)) for (const match of source.matchAll(name)) actions.add(match[1]);
    const without = [...actions].filter((action) => !READS.has(action) && !OPERATION_ACTIONS[action]);
    expect(actions.size).toBeGreaterThan(40);
    expect(without).toEqual([]);
  });
});
