/**
 * A job's run time as the list and the job's page show it: live while the job runs and, with a time limit, the time
 * left below it — orange as the limit nears, red once it is reached.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { AlarmClock } from 'lucide-react';
import type { Job } from '@/api/generated/model/job';
import { useNow } from '@/shared/ui/use-now';
import { formatRunTime } from './job-duration';
import { runSeconds, timeLeft, type TimeLeft } from './job-time-left';

type Timed = Pick<Job, 'job_status' | 'run_time' | 'time_limit'>;

export interface RunTimeProps {
  job: Timed;
  /** When the job's data arrived (epoch ms; the query's dataUpdatedAt). */
  fetchedAt: number;
  align?: 'flex-start' | 'flex-end';
}

export function RunTime({ job, fetchedAt, align = 'flex-end' }: RunTimeProps) {
  if (job.job_status !== 'running') return <>{formatRunTime(job.run_time)}</>;
  return <LiveRunTime job={job} fetchedAt={fetchedAt} align={align} />;
}

function LiveRunTime({ job, fetchedAt, align }: RunTimeProps) {
  const now = useNow();
  const left = timeLeft(job, now, fetchedAt);
  return (
    <Stack gap="0" align={align}>
      <Text as="span">{formatRunTime(runSeconds(job, now, fetchedAt))}</Text>
      {left && <TimeLeftText left={left} />}
    </Stack>
  );
}

const TONE_COLOR = { normal: 'fg.muted', warning: 'orange.fg', over: 'fg.error' } as const;

export function TimeLeftText({ left }: { left: TimeLeft }) {
  const { t } = useLingui();
  const time = formatRunTime(left.seconds);
  const text = left.tone === 'over' ? t`Time limit reached` : t`${time} left`;
  const hint = left.tone === 'warning' ? t`The job is near its time limit: the scheduler ends it when the limit is reached.` : undefined;
  return (
    <HStack
      as="span"
      gap="1"
      textStyle="xs"
      color={TONE_COLOR[left.tone]}
      fontWeight={left.tone === 'normal' ? undefined : 'medium'}
      title={hint}
      data-tone={left.tone}
    >
      {left.tone !== 'normal' && <AlarmClock size={12} aria-hidden="true" />}
      <Text as="span">{text}</Text>
      {hint && (
        <Text as="span" srOnly>
          {hint}
        </Text>
      )}
    </HStack>
  );
}
