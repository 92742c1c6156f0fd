import { describe, expect, it } from 'vitest';
import { assetUrl } from './asset-url';

describe('assetUrl', () => {
  it('resolves a relative reference against the base path', () => {
    expect(assetUrl('static/icons/fluent.svg', '/_micro_/hpc/')).toBe('/_micro_/hpc/static/icons/fluent.svg');
    expect(assetUrl('./static/icons/vmd.svg', '/_micro_/hpc')).toBe('/_micro_/hpc/static/icons/vmd.svg');
  });
  it('keeps absolute URLs and absolute paths', () => {
    expect(assetUrl('https://cdn.example.com/a.png', '/_micro_/hpc/')).toBe('https://cdn.example.com/a.png');
    expect(assetUrl('data:image/png;base64,AAAA', '/x/')).toBe('data:image/png;base64,AAAA');
    expect(assetUrl('//cdn.example.com/a.png', '/x/')).toBe('//cdn.example.com/a.png');
    expect(assetUrl('/static/a.png', '/_micro_/hpc/')).toBe('/static/a.png');
  });
});
