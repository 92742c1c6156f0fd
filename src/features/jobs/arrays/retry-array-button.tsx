/**
 * The array page's "Retry failed tasks" (ADR 0061): offered once the array has ended (no task waits or runs) and
 * some task did not finish; its confirmation loads the first time it opens.
 */
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { RefreshCcw } from 'lucide-react';
import { useState } from 'react';
import type { Job } from '@/api/generated/model/job';
import { lazyDialog } from '@/shared/actions/lazy-dialog';
import { tasksToRetry } from './array-facts';

const LazyRetryArrayDialog = lazyDialog(() => import('./retry-array-dialog').then((module) => module.RetryArrayDialog));

export function RetryArrayButton({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  const count = tasksToRetry(job);
  if (count === 0) return null;
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="blue" onClick={() => setOpen(true)}>
        <RefreshCcw /> <Trans>Retry failed tasks</Trans>
      </Button>
      <LazyRetryArrayDialog open={open} array={job} count={count} onClose={() => setOpen(false)} />
    </>
  );
}
