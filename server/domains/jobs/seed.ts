/**
 * Demo data of the jobs domain: file templates, job templates, compute jobs in every status on the demo EHPC
 * and HPC clusters (with their output files on the clusters' NAS exports), simulation jobs, and the operations
 * that made them. Runs after the clusters and queues seeds; without them the jobs still exist, without files.
 */
import type { Db } from '../../db/database';
import { clusterById } from './clusters';
import { clusterUser, newId, type JobsEnv } from './common';
import { FILE_TEMPLATES } from './file-templates';
import { clusterStorage, mountOf, realPath, writeText } from './files';
import { seedRun, type SeedJob } from './seeding';
import { SEED } from '../../seed/fixtures';

const USERS = {
  owner: { user_id: 'usr-owner', iamuser_name: null },
  sub: { user_id: 'usr-sub', iamuser_name: null },
  alice: { user_id: 'iam-alice', iamuser_name: 'alice' },
} as const;

const DAY = 24;

const COMPUTE_JOBS: SeedJob[] = [
  {
    // A parameter sweep whose last two cases failed: the array the demo retries (ADR 0061).
    name: 'wing_sweep_CFD',
    cluster: 'ehpc',
    queue: 'normal',
    user: USERS.owner,
    status: 'exited',
    cores: 4,
    hoursAgo: 5,
    cmd: 'echo "angle of attack case $SLURM_ARRAY_TASK_ID"; simpleFoam -case aoa_$SLURM_ARRAY_TASK_ID; test $SLURM_ARRAY_TASK_ID -lt 6',
    time_limit: 60,
    array: '0-7%4',
  },
  {
    name: '台风路径预报_WRF',
    cluster: 'ehpc',
    queue: 'normal',
    user: USERS.owner,
    status: 'finished',
    cores: 112,
    hoursAgo: 2 * DAY,
    script: 'wrf_run.slurm',
    memory: 229376,
    time_limit: 1440,
    priority: 5,
  },
  {
    name: 'ocean_ROMS_hindcast',
    cluster: 'ehpc',
    queue: 'normal',
    user: USERS.owner,
    status: 'running',
    cores: 56,
    hoursAgo: 3,
    cmd: 'echo "ROMS 4.1 hindcast, 365 days"; mpirun -np 56 ./romsM ocean.in; sleep 7d',
    priority: 6,
  },
  {
    name: 'typhoon_ensemble_large',
    cluster: 'ehpc',
    queue: 'normal',
    user: USERS.owner,
    status: 'pending',
    cores: 'queue',
    hoursAgo: 1,
    cmd: 'mpirun ./wrf.exe; sleep 4h',
    priority: 4,
  },
  {
    name: 'gmx_lysozyme_md',
    cluster: 'ehpc',
    queue: 'gpu',
    user: USERS.owner,
    status: 'exited',
    cores: 56,
    hoursAgo: 30,
    cmd: 'echo "gmx mdrun -deffnm md_0_1"; gmx_mpi mdrun -deffnm md_0_1; exit 137',
    priority: 7,
  },
  {
    name: 'lammps_melt',
    cluster: 'ehpc',
    queue: 'normal',
    user: USERS.sub,
    status: 'stopped',
    cores: 56,
    hoursAgo: 20,
    script: 'lammps_melt.slurm',
    time_limit: 120,
    priority: 5,
  },
  {
    name: 'legacy_import',
    cluster: 'ehpc',
    queue: 'normal',
    user: USERS.owner,
    status: 'unknown',
    cores: 8,
    hoursAgo: 5 * DAY,
    cmd: 'python3 import_archive.py --all',
    priority: 3,
  },
  {
    name: 'wrf_ensemble_03',
    cluster: 'ehpc',
    queue: 'normal',
    user: USERS.owner,
    status: 'cancelled',
    cores: 112,
    hoursAgo: 4 * DAY,
    cmd: 'mpirun ./wrf.exe',
    priority: 5,
  },
  {
    name: 'old_smoke_test',
    cluster: 'ehpc',
    queue: 'normal',
    user: USERS.owner,
    status: 'deleted',
    cores: 1,
    hoursAgo: 9 * DAY,
    cmd: 'echo hello; sleep 5',
    priority: 5,
  },
  {
    name: 'cfd_mesh-check',
    cluster: 'hpc',
    queue: 'shared',
    user: USERS.alice,
    status: 'finished',
    cores: 8,
    hoursAgo: 26,
    cmd: 'echo "checkMesh: Mesh OK."; checkMesh -case pipe_flow; sleep 5m',
    priority: 3,
  },
  {
    name: 'openfoam_pipe_flow',
    cluster: 'hpc',
    queue: 'shared',
    user: USERS.sub,
    status: 'running',
    cores: 28,
    hoursAgo: 2,
    script: 'openfoam_simple.slurm',
    scriptSleep: '3d',
    priority: 5,
  },
  {
    name: 'lammps_long_anneal',
    cluster: 'hpc',
    queue: 'shared',
    user: USERS.owner,
    status: 'exited',
    cores: 56,
    hoursAgo: 50,
    cmd: 'echo "annealing 2 ns"; mpirun lmp -in in.anneal; sleep 2h',
    time_limit: 60,
    priority: 5,
  },
  {
    name: 'abinit_false_start',
    cluster: 'hpc',
    queue: 'shared',
    user: USERS.alice,
    status: 'exited',
    cores: 4,
    hoursAgo: 8 * DAY,
    cmd: 'echo "abinit < run.files"; false',
    priority: 2,
  },
];

const SIMULATION_JOBS: SeedJob[] = [
  {
    name: '汽车外流场_Fluent',
    cluster: 'simulation',
    software: 'hpcsw-fluent23',
    user: USERS.owner,
    status: 'finished',
    cores: 56,
    hoursAgo: 28,
    cmd: 'echo "Fluent 2023R1: car_body, 3ddp"; fluent 3ddp -g -t56 -i run.jou; sleep 3h',
    input: 'car_body/car_body.cas.h5',
  },
  {
    name: 'pipe_flow-openfoam',
    cluster: 'simulation',
    software: 'hpcsw-openfoam11',
    user: USERS.owner,
    status: 'running',
    cores: 32,
    hoursAgo: 1,
    cmd: 'echo "OpenFOAM 11: pipe_flow"; mpirun -np 32 simpleFoam -parallel; sleep 2d',
    input: 'pipe_flow/system/controlDict',
  },
  {
    name: 'bracket_abaqus',
    cluster: 'simulation',
    software: 'hpcsw-abaqus2023',
    user: USERS.sub,
    status: 'pending',
    cores: 48,
    hoursAgo: 0.5,
    cmd: 'abaqus job=bracket cpus=48 interactive; sleep 1h',
    input: 'bracket/bracket.inp',
  },
  {
    name: 'crash_lsdyna',
    cluster: 'simulation',
    software: 'hpcsw-lsdyna13',
    user: USERS.owner,
    status: 'exited',
    cores: 16,
    hoursAgo: 3 * DAY,
    cmd: 'echo "LS-DYNA R13: main.k"; lsdyna i=main.k ncpu=16; exit 3',
    input: 'crash/main.k',
  },
  {
    name: 'heat_sink_comsol',
    cluster: 'simulation',
    software: 'hpcsw-comsol62',
    user: USERS.owner,
    status: 'stopped',
    cores: 8,
    hoursAgo: 2 * DAY,
    cmd: 'comsol batch -np 8 -inputfile model.mph; sleep 6h',
    input: 'heat_sink/model.mph',
  },
];

async function seedFileTemplates(db: Db): Promise<void> {
  for (const t of FILE_TEMPLATES) {
    await db.query(
      `INSERT INTO file_templates (file_temp_id, name, software, sw_ver, file_name, content, description, create_time, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(days => $8), now() - make_interval(days => $8) + interval '2 days')`,
      [t.file_temp_id, t.name, t.software, t.sw_ver, t.file_name, t.content, t.description, t.days_ago],
    );
  }
}

async function queueOf(db: Db, queueId: string, fallback: string): Promise<{ id: string; name: string }> {
  const [q] = await db.query<{ queue_name: string }>('SELECT queue_name FROM queues WHERE hpcqueue_id = $1', [queueId]);
  return { id: queueId, name: q?.queue_name ?? fallback };
}

async function seedJobTemplates(db: Db, env: JobsEnv): Promise<void> {
  const ehpc = await clusterById(db, SEED.clusters.ehpcActive);
  const normal = await queueOf(db, SEED.queues.ehpcNormal, 'normal');
  const gpu = await queueOf(db, SEED.queues.ehpcGpu, 'gpu');
  const shared = await queueOf(db, SEED.queues.hpcShared, 'shared');
  const mount = mountOf(ehpc?.nas_shared_path);
  const dir = `${mount}/jobs/${clusterUser(USERS.owner)}`;
  const storage = ehpc ? clusterStorage(env.dataDir(), ehpc) : null;
  const templates = [
    {
      name: '气象模拟_daily',
      cluster: SEED.clusters.ehpcActive,
      queue: normal,
      cores: 112,
      time_limit: 720,
      script: FILE_TEMPLATES[1],
      description: '每日 WRF 区域预报',
      days: 19,
    },
    {
      name: '蛋白质折叠_gmx',
      cluster: SEED.clusters.ehpcActive,
      queue: gpu,
      cores: 56,
      time_limit: 1440,
      script: FILE_TEMPLATES[0],
      description: 'GROMACS production run, 24 h',
      days: 14,
    },
    {
      name: 'cfd-quick-test',
      cluster: SEED.clusters.hpcActive,
      queue: shared,
      cores: 4,
      time_limit: 30,
      cmd: 'echo "quick CFD check"; mpirun -np 4 simpleFoam -parallel; sleep 20',
      days: 8,
    },
  ];
  for (const t of templates) {
    const scriptPath = t.script ? `${dir}/${t.script.file_name}` : null;
    if (t.script && storage && scriptPath) writeText(realPath(storage, scriptPath), t.script.content);
    await db.query(
      `INSERT INTO job_templates (temp_id, owner, user_id, name, cluster_id, hpcqueue_id, queue_name, priority, cores, time_limit, submit_type, cmd, script_path, file_temp_id,
                                  work_dir, stdout_path, stderr_path, description, create_time, update_time)
       VALUES ($1, 'usr-owner', 'usr-owner', $2, $3, $4, $5, 5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now() - make_interval(days => $16), now() - make_interval(days => $16) + interval '1 day')`,
      [
        newId('jt', 8),
        t.name,
        t.cluster,
        t.queue.id,
        t.queue.name,
        t.cores,
        t.time_limit,
        t.script ? 'script' : 'command',
        t.cmd ?? null,
        scriptPath,
        t.script?.file_temp_id ?? null,
        t.script ? dir : null,
        t.script ? `${dir}/logs/%x-%j.out` : null,
        t.script ? `${dir}/logs/%x-%j.err` : null,
        t.description ?? null,
        t.days,
      ],
    );
  }
}

export async function seedJobs(db: Db, env: JobsEnv): Promise<void> {
  await seedFileTemplates(db);
  await seedJobTemplates(db, env);
  const queues = {
    normal: await queueOf(db, SEED.queues.ehpcNormal, 'normal'),
    gpu: await queueOf(db, SEED.queues.ehpcGpu, 'gpu'),
    shared: await queueOf(db, SEED.queues.hpcShared, 'shared'),
  };
  const clusters = { ehpc: SEED.clusters.ehpcActive, hpc: SEED.clusters.hpcActive };
  await seedRun(db, env, [...COMPUTE_JOBS, ...SIMULATION_JOBS], { queues, clusters });
}
