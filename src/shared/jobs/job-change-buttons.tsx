/**
 * The buttons of the changes of compute and simulation jobs: Stop, Resume, and Delete in red (irreversible). On a
 * job's page only the changes that apply show; on the bar of the chosen jobs every change shows, disabled when it
 * applies to none of them.
 */
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Play, Square, Trash2 } from 'lucide-react';

export type JobChangeKind = 'stop' | 'resume' | 'delete';

export interface JobChangeButtonsProps<Kind extends JobChangeKind> {
  /** The changes offered, in order. */
  kinds: readonly Kind[];
  /** Whether a change applies (to the job, or to one of the chosen jobs). */
  applies(kind: Kind): boolean;
  /** A change that does not apply: hidden (a job's page) or disabled (the chosen jobs' bar). */
  otherwise: 'hide' | 'disable';
  onChoose(kind: Kind): void;
}

export function JobChangeButtons<Kind extends JobChangeKind>({ kinds, applies, otherwise, onChoose }: JobChangeButtonsProps<Kind>) {
  const { t } = useLingui();
  const looks = {
    stop: { icon: <Square />, label: t`Stop` },
    resume: { icon: <Play />, label: t`Resume` },
    delete: { icon: <Trash2 />, label: t`Delete` },
  };
  return kinds.map((kind) => {
    const enabled = applies(kind);
    if (!enabled && otherwise === 'hide') return null;
    return (
      <Button
        key={kind}
        size="sm"
        variant="outline"
        colorPalette={kind === 'delete' ? 'red' : undefined}
        disabled={!enabled}
        onClick={() => onChoose(kind)}
      >
        {looks[kind].icon}
        {looks[kind].label}
      </Button>
    );
  });
}
