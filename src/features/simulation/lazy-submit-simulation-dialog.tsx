/** The simulation submission dialog, loaded the first time it opens (rjsf and the form's validator stay out of the list). */
import { lazyDialog } from '@/shared/actions/lazy-dialog';

export const LazySubmitSimulationDialog = lazyDialog(() =>
  import('./submit-simulation-dialog').then((module) => module.SubmitSimulationDialog),
);
