import { describe, expect, it } from 'vitest';
import { mergeCatalogs } from './locale';

describe('mergeCatalogs', () => {
  it('keeps a translation over a blank one, in either order', () => {
    expect(mergeCatalogs([{ a: '刷新' }, { a: '' }])).toEqual({ a: '刷新' });
    expect(mergeCatalogs([{ a: '' }, { a: '刷新' }])).toEqual({ a: '刷新' });
    expect(mergeCatalogs([{ a: [] }, { a: ['刷新'] }])).toEqual({ a: ['刷新'] });
  });
  it('keeps every message of every catalog, blank ones included', () => {
    expect(mergeCatalogs([{ a: 'A' }, { b: '' }, { c: 'C' }])).toEqual({ a: 'A', b: '', c: 'C' });
  });
});
