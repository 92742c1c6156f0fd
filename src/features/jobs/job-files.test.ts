import { describe, expect, it } from 'vitest';
import { baseName, nasFileKey, nasFolderPrefix } from './job-files';

describe('job files in the NAS export', () => {
  const wrf = { mount: '/share/wrf', share: '/share/wrf' };

  it('maps a path under the mount point into the share directory of the export', () => {
    expect(nasFileKey('/share/wrf/jobs/u/hpcjob-1/out.log', wrf)).toBe('share/wrf/jobs/u/hpcjob-1/out.log');
    expect(nasFileKey('/share/lab/a.txt', { mount: '/share/lab', share: '/' })).toBe('a.txt');
    expect(nasFolderPrefix('/share/wrf/jobs/u/', wrf)).toBe('share/wrf/jobs/u/');
    expect(nasFolderPrefix('/share/lab', { mount: '/share/lab/', share: '/' })).toBe('');
  });

  it('gives null outside the mount, for escapes, or without a mount', () => {
    expect(nasFileKey('/home/u/a.txt', wrf)).toBeNull();
    expect(nasFileKey('/share/wrfx/a.txt', wrf)).toBeNull();
    expect(nasFileKey('/share/wrf/../etc/passwd', wrf)).toBeNull();
    expect(nasFileKey('relative/a.txt', wrf)).toBeNull();
    expect(nasFileKey('/share/wrf/a', { mount: undefined, share: '/' })).toBeNull();
    expect(nasFileKey(undefined, wrf)).toBeNull();
  });

  it('names objects by their last segment', () => {
    expect(baseName('a/b/c.txt')).toBe('c.txt');
    expect(baseName('a/b/')).toBe('b');
  });
});
