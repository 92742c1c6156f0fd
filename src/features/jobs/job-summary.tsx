/** The job's facts above the detail tabs: ids, the scheduler's own state, resources asked for, times, paths and the command. */
import { plural } from '@lingui/core/macro';
import { Code, DataList, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Job } from '@/api/generated/model/job';
import { formatDateTime, formatNumber, formatSize, minutesToHours } from '@/shared/format';
import { CopyButton } from '@/shared/ui/copy-button';
import { RunTime } from './job-run-time';
import { SUBMIT_TYPE_LABELS } from './job-labels';

function Copyable({ text }: { text: string | null | undefined }) {
  if (!text) return <>-</>;
  return (
    <HStack gap="1" minW="0">
      <Text as="span" truncate title={text}>
        {text}
      </Text>
      <CopyButton text={text} />
    </HStack>
  );
}

/* eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid values */
const GRID_COLUMNS = { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' };

/** `fetchedAt`: when the job's data arrived, from which a running job's run time grows (0: shown as it is). */
export function JobSummary({ job, fetchedAt = 0 }: { job: Job; fetchedAt?: number }) {
  const { t, i18n } = useLingui();
  const hours = job.time_limit ? formatNumber(minutesToHours(job.time_limit)) : '';
  const items: [string, ReactNode][] = [
    [t`Job ID`, <Copyable key="uuid" text={job.hpcjob_uuid} />],
    [t`Scheduler job ID`, <Copyable key="job_id" text={job.job_id} />],
    // A real Slurm's own state (e.g. TIMEOUT, OUT_OF_MEMORY) beside the status it maps to; none from the simulator.
    ...(job.scheduler_state ? [[t`Scheduler state`, <Code key="scheduler_state">{job.scheduler_state}</Code>] as [string, ReactNode]] : []),
    [t`Queue`, job.queue ?? '-'],
    [t`Priority`, job.priority ?? '-'],
    [t`Cores`, job.cores ?? '-'],
    [t`Memory`, job.memory ? formatSize(job.memory, { from: 'MB' }) : t`Scheduler default`],
    [t`Time limit`, job.time_limit ? t`${plural(hours, { one: '# hour', other: '# hours' })}` : t`Unlimited`],
    [t`Submission type`, i18n._(SUBMIT_TYPE_LABELS[job.submit_type])],
    [t`Cluster account`, job.user ?? '-'],
    [t`Nodes`, job.node_list || '-'],
    [t`Exit code`, job.exit_code ?? '-'],
    [t`Run time`, <RunTime key="run_time" job={job} fetchedAt={fetchedAt} align="flex-start" />],
    [t`Submitted`, formatDateTime(job.submitted_time)],
    [t`Started`, formatDateTime(job.started_time)],
    [t`Ended`, formatDateTime(job.finished_time)],
    [t`Working directory`, <Copyable key="work_dir" text={job.work_dir} />],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" display="grid" gridTemplateColumns={GRID_COLUMNS} gap="2" columnGap="8">
      {items.map(([label, value]) => (
        <DataList.Item key={label} minW="0">
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" wordBreak="break-word">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
      {job.cmd && (
        <DataList.Item gridColumn="1 / -1">
          <DataList.ItemLabel minW="32">{t`Command`}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Code whiteSpace="pre-wrap" wordBreak="break-all">
              {job.cmd}
            </Code>
          </DataList.ItemValue>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}
