/**
 * Demo storage of usr-owner in pek3: a file system with three exports (wrf is mounted by the EHPC active
 * cluster of the clusters seed, spare by none), S2 servers with and without shared targets, and real files
 * in the export directories: input decks, scripts, results, an `alice/` folder for the IAM user, a file over
 * 10 MB (not viewable online) and Chinese file names. Existing files are left as they are.
 */
import { existsSync, mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Db } from '../../db/database';
import { nasExportDir, SEED } from '../../seed/fixtures';

const IP = '172.16.0.12';

const FILE_SYSTEMS = [
  {
    fs_id: SEED.fileSystem,
    name: '科研共享存储_01',
    description: '气象与 CFD 项目共用',
    capacity_gb: 2048,
    create_time: '2026-09-10T06:00:00Z',
  },
  {
    fs_id: 'fs-pek3arch01',
    name: 'archive_results_fs',
    description: '算例结果归档',
    capacity_gb: 500,
    create_time: '2026-10-02T03:00:00Z',
  },
];

const EXPORTS = [
  {
    nas_id: SEED.nas.wrf,
    name: '气象模拟_共享盘',
    shared_path: '/share/wrf',
    quota_gb: 1024,
    description: 'WRF 区域气象模拟集群的共享目录',
    create_time: '2026-09-10T06:20:00Z',
  },
  {
    nas_id: SEED.nas.cfd,
    name: 'cfd_solver_data',
    shared_path: '/',
    quota_gb: 512,
    description: 'OpenFOAM 与 Fluent 算例数据',
    create_time: '2026-09-14T10:55:00Z',
  },
  {
    nas_id: SEED.nas.spare,
    name: 'student_lab_home',
    shared_path: '/',
    quota_gb: 100,
    description: '教学实验用户目录',
    create_time: '2026-11-19T01:30:00Z',
  },
];

const S2_SERVERS = [
  {
    id: SEED.s2Server,
    name: 'vnas_气象组',
    description: 'WRF 输入数据共享',
    status: 'active',
    ip: '192.168.10.20',
    targets: [{ id: 'st-4k2m9q1z', export_name: '/mnt/wrf_share', nas_id: SEED.nas.wrf }],
    create_time: '2026-10-28T02:10:00Z',
  },
  {
    id: 's2-pek3srv02',
    name: 'cfd-vnas',
    description: '',
    status: 'active',
    ip: '192.168.10.21',
    targets: [],
    create_time: '2026-11-18T09:45:00Z',
  },
  {
    id: 's2-pek3srv03',
    name: 'legacy-vnas',
    description: '旧版共享存储',
    status: 'stopped',
    ip: '192.168.10.22',
    targets: [{ id: 'st-8h3j5k7l', export_name: '/mnt/legacy', nas_id: null }],
    create_time: '2026-06-01T08:00:00Z',
  },
];

const NAMELIST = `&time_control
 run_days = 1, run_hours = 0,
 start_year = 2026, start_month = 11, start_day = 19,
 history_interval = 60, frames_per_outfile = 1,
/
&domains
 time_step = 90, max_dom = 1, e_we = 300, e_sn = 250, e_vert = 45, dx = 9000, dy = 9000,
/
`;
const SLURM = `#!/bin/bash
#SBATCH -J wrf_case01
#SBATCH -N 2
#SBATCH --ntasks-per-node=56
#SBATCH -p normal
module load wrf/4.5
mpirun -np 112 ./wrf.exe
`;

/** Files by export, relative to the export's root; a number is the size of a sparse file, '' a folder ending with /. */
const FILES: Record<string, Record<string, string | number>> = {
  [SEED.nas.wrf]: {
    'README.txt': '气象模拟共享盘：输入数据放在 wrf_case*/，结果在 results/。\n',
    'share/wrf/': '',
    'wrf_case01/namelist.input': NAMELIST,
    'wrf_case01/namelist.wps': "&share\n wrf_core = 'ARW', max_dom = 1,\n start_date = '2026-11-19_00:00:00',\n/\n",
    'wrf_case01/run_wrf.slurm': SLURM,
    'wrf_case01/运行日志.txt': 'Timing for main: time 2026-11-19_00:01:30 on domain 1: 2.81 elapsed seconds\n',
    'wrf_case01/output/wrfout_d01_2026-11-19.nc': 65536,
    'scripts/submit_wrf.sh': '#!/bin/bash\nsbatch wrf_case01/run_wrf.slurm\n',
    'scripts/后处理_绘图.py': 'import xarray as xr\nds = xr.open_dataset("wrfout_d01_2026-11-19.nc")\nprint(ds.T2.mean())\n',
    'results/华北_降水_2026-11.csv': 'station,date,precip_mm\n北京,2026-11-19,3.2\n天津,2026-11-19,1.8\n',
    'results/wrfout_d01_large.nc': 12 * 1024 * 1024,
    'alice/README.md': '# Alice 的工作目录\n',
    'alice/wrf_case01/namelist.input': NAMELIST,
    'alice/wrf_case01/运行日志.txt': 'wrf: SUCCESS COMPLETE WRF\n',
    'alice/wrf_case01/output/': '',
    'bob/notes.txt': 'bob only\n',
  },
  [SEED.nas.cfd]: {
    'openfoam_cavity/Allrun': '#!/bin/sh\nblockMesh\nicoFoam\n',
    'openfoam_cavity/system/controlDict': 'application icoFoam;\nstartTime 0;\nendTime 0.5;\ndeltaT 0.005;\n',
    'openfoam_cavity/constant/transportProperties': 'nu [0 2 -1 0 0 0 0] 0.01;\n',
    'openfoam_cavity/0/U': 'dimensions [0 1 -1 0 0 0 0];\ninternalField uniform (0 0 0);\n',
    'fluent_jobs/run_fluent.jou': '/file/read-case-data pipe.cas.h5\n/solve/iterate 500\n',
    'fluent_jobs/结果汇总.txt': '压降: 1250 Pa\n',
    'alice/cfd_notes.md': '# 网格无关性验证记录\n',
  },
  [SEED.nas.spare]: {},
};

/** Writes the demo files of the exports that are missing (never overwrites). */
export function seedStorageFiles(dataDir: string): void {
  for (const [nasId, files] of Object.entries(FILES)) {
    const root = nasExportDir(dataDir, nasId);
    mkdirSync(root, { recursive: true });
    for (const [key, content] of Object.entries(files)) {
      const path = join(root, key);
      if (key.endsWith('/')) {
        mkdirSync(path, { recursive: true });
        continue;
      }
      if (existsSync(path)) continue;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, typeof content === 'number' ? '' : content);
      if (typeof content === 'number') truncateSync(path, content);
    }
  }
}

export async function seedStorage(db: Db, dataDir: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const f of FILE_SYSTEMS) {
      await tx.query(
        `INSERT INTO file_systems (fs_id, name, description, owner, zone, status, capacity_gb, private_ip, create_time)
         VALUES ($1, $2, $3, $4, $5, 'Active', $6, $7, $8) ON CONFLICT (fs_id) DO NOTHING`,
        [f.fs_id, f.name, f.description, SEED.owner, SEED.zone, f.capacity_gb, IP, f.create_time],
      );
    }
    for (const e of EXPORTS) {
      await tx.query(
        `INSERT INTO nas_exports (nas_id, fs_id, name, owner, zone, export_path, shared_path, quota_gb, description, status, private_ip, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'Active', $10, $11) ON CONFLICT (nas_id) DO NOTHING`,
        [
          e.nas_id,
          SEED.fileSystem,
          e.name,
          SEED.owner,
          SEED.zone,
          `/${SEED.fileSystem}/${e.nas_id}`,
          e.shared_path,
          e.quota_gb,
          e.description,
          IP,
          e.create_time,
        ],
      );
    }
    for (const s of S2_SERVERS) {
      await tx.query(
        `INSERT INTO s2_servers (s2_server_id, name, description, status, private_ip, vxnet_id, vxnet_name, owner, zone, create_time, status_time)
         VALUES ($1, $2, $3, $4, $5, 'vxnet-hpc01', 'hpc-private-net', $6, $7, $8, $8) ON CONFLICT (s2_server_id) DO NOTHING`,
        [s.id, s.name, s.description, s.status, s.ip, SEED.owner, SEED.zone, s.create_time],
      );
      for (const t of s.targets) {
        await tx.query(
          'INSERT INTO s2_shared_targets (shared_target_id, s2_server_id, export_name, nas_id, create_time) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
          [t.id, s.id, t.export_name, t.nas_id, s.create_time],
        );
      }
    }
  });
  seedStorageFiles(dataDir);
}
