/**
 * A job array in the job list (ADR 0061): one row, its name with an "Array" mark and its task count, and a toggle
 * that shows its tasks below it. Which arrays show their tasks is the screen's (useArrayExpansion), told to the
 * name cells through a context so that a toggle renders again the toggles, not every row.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight, Layers } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { Job } from '@/api/generated/model/job';

export interface ArrayExpansion {
  /** The hpcjob_uuid of each array showing its tasks. */
  expanded: ReadonlySet<string>;
  toggle(hpcjobUuid: string): void;
}

const NONE: ReadonlySet<string> = new Set();

export const ArrayExpansionContext = createContext<ArrayExpansion>({ expanded: NONE, toggle: () => {} });

export function useArrayExpansion(): ArrayExpansion {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(NONE);
  const toggle = useCallback((hpcjobUuid: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(hpcjobUuid)) next.add(hpcjobUuid);
      return next;
    });
  }, []);
  return useMemo(() => ({ expanded, toggle }), [expanded, toggle]);
}

/** The button before an array's name: shows or hides its tasks below its row. */
export function ArrayToggle({ job }: { job: Pick<Job, 'hpcjob_uuid' | 'name'> }) {
  const { t } = useLingui();
  const { expanded, toggle } = useContext(ArrayExpansionContext);
  const name = job.name;
  return (
    <button
      type="button"
      className="job-toggle"
      aria-expanded={expanded.has(job.hpcjob_uuid)}
      aria-label={t`Tasks of ${name}`}
      onClick={() => toggle(job.hpcjob_uuid)}
    >
      <ChevronRight size={14} aria-hidden="true" />
    </button>
  );
}

/** The mark after an array's name: that it is an array, and of how many tasks. */
export function ArrayMark({ total }: { total: number }) {
  const { t } = useLingui();
  return (
    <span className="job-array-mark">
      <Layers size={12} aria-hidden="true" />
      {t`Array · ${plural(total, { one: '# task', other: '# tasks' })}`}
    </span>
  );
}
