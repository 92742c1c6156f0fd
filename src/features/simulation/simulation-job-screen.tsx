/**
 * One simulation job's page (/ispf/{job_id}): its facts (on a single node of the simulation cluster), command and
 * file paths, with stop and delete, and its logs (?tab=job_logs, followed while the job runs: simulation-log-tab).
 * The page refreshes itself while the job runs or waits.
 */
import { plural } from '@lingui/core/macro';
import { Alert, Button, Card, Code, DataList, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useGetSimulationJobDetail } from '@/api/generated/endpoints/jobs/jobs';
import type { SimulationJob } from '@/api/generated/model/simulationJob';
import type { SimulationJobDetailResponse } from '@/api/generated/model/simulationJobDetailResponse';
import { errorMessage } from '@/shared/errors/error-message';
import { formatDateTime, formatSize } from '@/shared/format';
import { consolePath, useSession } from '@/shared/session/session-context';
import { CopyButton } from '@/shared/ui/copy-button';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { StatusBadge } from '@/shared/ui/status-badge';
import { softwareOf } from './simulation-columns';
import { SimulationDetailActions } from './simulation-detail-actions';
import { SimulationLogTab } from './simulation-log-tab';
import { SIMULATION_NODE_CORES } from './simulation-node';
import { formatRunTime } from './sim-duration';
import { whileOffline } from '@/shared/live/live-state';

/** Refresh period of the page while the job is running or pending. */
export const SIMULATION_DETAIL_REFRESH_MS = 10_000;

function refreshWhileActive(query: { state: { data?: SimulationJobDetailResponse } }): number | false {
  const status = query.state.data?.job.job_status;
  return status === 'running' || status === 'pending' ? SIMULATION_DETAIL_REFRESH_MS : false;
}

function Path({ text }: { text: string | null | undefined }) {
  if (!text) return <>-</>;
  return (
    <HStack gap="1" minW="0">
      <Text as="span" fontFamily="mono" textStyle="sm" wordBreak="break-all">
        {text}
      </Text>
      <CopyButton text={text} />
    </HStack>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function JobFacts({ job }: { job: SimulationJob }) {
  const { t } = useLingui();
  const { cores } = job;
  const node = SIMULATION_NODE_CORES;
  return (
    <Stack gap="4">
      <Facts
        items={[
          [t`Job ID`, <Path key="id" text={job.sjob_id} />],
          [t`Scheduler job ID`, job.job_id ?? '-'],
          [t`Software`, softwareOf(job)],
          [t`Cores`, t`${cores} of a single node of ${plural(node, { one: '# core', other: '# cores' })}`],
          [t`Memory`, job.memory ? formatSize(job.memory, { from: 'MB' }) : t`Node memory shared`],
          [t`Node`, job.node_list || '-'],
          [t`Cluster account`, job.user ?? '-'],
          [t`Exit code`, job.exit_code ?? '-'],
          [t`Run time`, formatRunTime(job.run_time)],
          [t`Submitted`, formatDateTime(job.submitted_time)],
          [t`Started`, formatDateTime(job.started_time)],
          [t`Ended`, formatDateTime(job.finished_time)],
        ]}
      />
      <Facts
        items={[
          [t`Input file`, <Path key="input" text={job.input_file} />],
          [t`Working directory`, <Path key="dir" text={job.work_dir} />],
          [t`Standard output`, <Path key="out" text={job.stdout_path} />],
          [t`Standard error`, <Path key="err" text={job.stderr_path} />],
          [
            t`Command`,
            job.cmd ? (
              <Code key="cmd" whiteSpace="pre-wrap" wordBreak="break-all">
                {job.cmd}
              </Code>
            ) : (
              '-'
            ),
          ],
        ]}
      />
    </Stack>
  );
}

/** The page's tabs, chosen by ?tab=: the job's facts (the default) and its logs. */
export const SIMULATION_JOB_TABS = ['job_info', 'job_logs'] as const;
type SimulationJobTab = (typeof SIMULATION_JOB_TABS)[number];

function tabOf(value: string | null): SimulationJobTab {
  return (SIMULATION_JOB_TABS as readonly string[]).includes(value ?? '') ? (value as SimulationJobTab) : 'job_info';
}

function JobTabs({ job }: { job: SimulationJob | undefined }) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const tabs = [
    { value: 'job_info' as const, label: t`Job information`, to: '?tab=job_info' },
    { value: 'job_logs' as const, label: t`Job logs`, to: '?tab=job_logs' },
  ];
  let content: ReactNode = <Skeleton height="48" />;
  if (job) content = tab === 'job_logs' ? <SimulationLogTab key={job.sjob_id} job={job} /> : <JobFacts job={job} />;
  return (
    <RouteTabs tabs={tabs} value={tab} label={t`Job details`}>
      {content}
    </RouteTabs>
  );
}

export function SimulationJobScreen() {
  const { t } = useLingui();
  const { zone } = useSession();
  const { job_id: jobId = '' } = useParams();
  const query = useGetSimulationJobDetail(jobId, undefined, {
    query: { enabled: Boolean(jobId), refetchInterval: (query) => whileOffline(refreshWhileActive(query)) },
  });
  const job = query.data?.job;
  return (
    <Stack gap="4">
      <Link asChild colorPalette="blue" textStyle="sm" alignSelf="flex-start">
        <RouterLink to={consolePath(zone, 'ispf', 'ispf')}>{t`All simulation jobs`}</RouterLink>
      </Link>
      {query.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(query.error)}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert.Root>
      ) : (
        <Card.Root size="sm">
          <Card.Header>
            <HStack gap="3" wrap="wrap">
              <Heading as="h2" size="md">
                {job?.name ?? <Skeleton height="5" width="48" />}
              </Heading>
              {job && <StatusBadge status={job.job_status} />}
              {job && (
                <HStack ms="auto">
                  <SimulationDetailActions job={job} />
                </HStack>
              )}
            </HStack>
          </Card.Header>
          <Card.Body>
            <JobTabs job={job} />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
