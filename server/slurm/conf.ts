/**
 * The slurm.conf settings every Slurm this project starts shares (the test harness, `npm run slurm:local`, the local
 * cloud's clusters): no cgroups (processes tracked by /proc, tasks not bound), cores as the unit the scheduler
 * allocates, and a node down for a moment coming back by itself once it registers again.
 */
export const COMMON_SLURM_SETTINGS: readonly string[] = [
  'ProctrackType=proctrack/linuxproc',
  'TaskPlugin=task/none',
  'SelectType=select/cons_tres',
  'SelectTypeParameters=CR_Core',
  'MpiDefault=none',
  'ReturnToService=2',
];
