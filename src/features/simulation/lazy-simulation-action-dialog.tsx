/** The simulation job action dialog, loaded the first time it opens rather than with the list or the job's page. */
import { lazyDialog } from '@/shared/actions/lazy-dialog';

export const LazySimulationActionDialog = lazyDialog(() =>
  import('./simulation-action-dialog').then((module) => module.SimulationActionDialog),
);
