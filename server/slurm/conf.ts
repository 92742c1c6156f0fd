/**
 * The slurm.conf settings every Slurm this project starts shares (the test harness, `npm run slurm:local`, the local
 * cloud's clusters): no cgroups (processes tracked by /proc, tasks not bound), cores as the unit the scheduler
 * allocates, a node down for a moment coming back by itself once it registers again, a job placed as soon as it is
 * submitted (the default lets slurmctld wait up to 3 s to batch submissions), and the backfill planning every pending
 * job's start every 5 s (default 30), the estimate a waiting job shows (ADR 0056).
 */
export const COMMON_SLURM_SETTINGS: readonly string[] = [
  'ProctrackType=proctrack/linuxproc',
  'TaskPlugin=task/none',
  'SelectType=select/cons_tres',
  'SelectTypeParameters=CR_Core',
  'MpiDefault=none',
  'ReturnToService=2',
  'SchedulerType=sched/backfill',
  'SchedulerParameters=batch_sched_delay=0,bf_interval=5',
];
