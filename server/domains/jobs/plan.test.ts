import { describe, expect, it } from 'vitest';
import { clusterStorage, realPath, simulationStorage } from './files';
import { missingScriptPlan, planOf } from './plan';

describe('what a simulated job does', () => {
  it('takes the seconds of its sleeps, prints its echo lines and traces other commands', () => {
    expect(planOf('echo "start"; sleep 5 && sleep 2m\nmpirun ./wrf.exe')).toEqual({
      duration: 5 + 120 + 3,
      exit_code: 0,
      lines: ['start', '+ mpirun ./wrf.exe'],
      busy: 3,
    });
    expect(planOf('#!/bin/bash\n#SBATCH -N 2\nmodule load wrf\ncd /share\necho done')).toEqual({
      duration: 1,
      exit_code: 0,
      lines: ['done'],
      busy: 0,
    });
    expect(planOf('sleep 1h; sleep 0.5')).toMatchObject({ duration: 3601, busy: 0 });
  });

  it('ends with the code of exit N (modulo 256) or 1 at false, and runs nothing after it', () => {
    expect(planOf('echo a; exit 3; sleep 100')).toMatchObject({ duration: 1, exit_code: 3, lines: ['a'] });
    expect(planOf('exit 300').exit_code).toBe(44);
    expect(planOf('sleep 4 && false; echo never')).toMatchObject({ duration: 4, exit_code: 1, lines: [] });
    expect(planOf('exit')).toMatchObject({ exit_code: 0 });
    expect(missingScriptPlan('/share/a.sh')).toMatchObject({ exit_code: 127, error: '/bin/bash: /share/a.sh: No such file or directory' });
  });

  it('fails with 1 at a comparison of numbers that does not hold, and goes on after one that holds', () => {
    expect(planOf('test 7 -lt 6; echo never')).toMatchObject({ exit_code: 1, lines: [], error: 'test: command failed with status 1' });
    expect(planOf('[ 2 -ne 2 ]')).toMatchObject({ exit_code: 1 });
    expect(planOf('test 3 -lt 6; echo fine')).toMatchObject({ exit_code: 0, lines: ['fine'] });
    expect(planOf('[ 4 -ge 4 ] && echo fine')).toMatchObject({ exit_code: 0, lines: ['fine'] });
    // Any other test is a command like another.
    expect(planOf('test -e /share/flag')).toMatchObject({ exit_code: 0, lines: ['+ test -e /share/flag'] });
  });
});

describe('where job files live', () => {
  const storage = clusterStorage('/data', { nas_shared_path: '/share/wrf/', export_nas_id: 'nas-abcd1234' });

  it('maps a path under the mount point, or any other absolute path, into the NAS export', () => {
    expect(realPath(storage!, '/share/wrf/jobs/a.out')).toBe('/data/nas/nas-abcd1234/jobs/a.out');
    expect(realPath(storage!, '/share/wrf')).toBe('/data/nas/nas-abcd1234');
    expect(realPath(storage!, '/home/alice/a.out')).toBe('/data/nas/nas-abcd1234/home/alice/a.out');
    expect(realPath(simulationStorage('/data'), '/share/ispf/usr-owner/x/y.out')).toBe('/data/ispf/usr-owner/x/y.out');
  });

  it('maps into the export’s share directory when the cluster mounts one', () => {
    const share = clusterStorage('/data', {
      nas_shared_path: '/share/md01',
      export_nas_id: 'nas-abcd1234',
      export_shared_path: '/share/wrf',
    });
    expect(share).toMatchObject({ root: '/data/nas/nas-abcd1234/share/wrf', exportRoot: '/data/nas/nas-abcd1234', mount: '/share/md01' });
    expect(realPath(share!, '/share/md01/jobs/a.out')).toBe('/data/nas/nas-abcd1234/share/wrf/jobs/a.out');
  });

  it('never leaves the export, and a cluster without one has no storage', () => {
    expect(realPath(storage!, '/share/wrf/../../etc/passwd')).toBeNull();
    expect(clusterStorage('/data', { nas_shared_path: '/share', export_nas_id: null })).toBeNull();
  });

  it('maps a cluster mounting a vNAS into the NAS export behind it, and one sharing none to no storage', () => {
    const vnas = clusterStorage('/data', { nas_shared_path: '/share', export_nas_id: 'nas-abcd1234', export_shared_path: '/share/wrf' });
    expect(vnas).toMatchObject({ root: '/data/nas/nas-abcd1234/share/wrf', exportRoot: '/data/nas/nas-abcd1234', mount: '/share' });
    // An S2 server is never a directory of its own: without an export behind it, no storage.
    expect(clusterStorage('/data', { nas_shared_path: '/share', export_nas_id: null, export_shared_path: null })).toBeNull();
  });
});
