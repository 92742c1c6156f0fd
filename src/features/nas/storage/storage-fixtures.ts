/** A file system and mount points of the NAS dialogs' tests. */
import type { FileSystem } from '@/api/generated/model/fileSystem';
import type { NasExport } from '@/api/generated/model/nasExport';

export const GIB = 1024 ** 3;

export const FS: FileSystem = {
  fs_id: 'fs-k2m4q8x1',
  name: '科研共享存储_01',
  status: 'Active',
  capacity: 2048,
  allocated: 1636,
  used: 734003200000,
  export_count: 2,
  create_time: '2026-09-10T06:00:00Z',
};

/** Not mounted, 2 GiB of files in a 100 GiB quota. */
export const FREE_EXPORT: NasExport = {
  nas_id: 'nas-5c8d1e3f',
  fs_id: FS.fs_id,
  name: 'student_lab_home',
  export_path: '/fs-k2m4q8x1/nas-5c8d1e3f',
  shared_path: '/',
  quota: 100,
  used: 2 * GIB,
  description: '教学实验用户目录',
  status: 'Active',
  cluster_ids: [],
  cluster_names: [],
  create_time: '2026-11-19T01:30:00Z',
};

/** Mounted by a cluster. */
export const BOUND_EXPORT: NasExport = {
  ...FREE_EXPORT,
  nas_id: 'nas-3f9a2b1c',
  name: '气象模拟_共享盘',
  shared_path: '/share/wrf',
  cluster_ids: ['ehpc-k8x2m4q1'],
  cluster_names: ['气象模拟_A'],
};
