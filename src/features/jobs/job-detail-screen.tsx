/**
 * The job's page (/jobs/{id}/{tab}): the job's facts with stop, resume and delete, and the jobs it waits for or that
 * wait for it; then four tabs that are links — its working directory (compute_dir), its logs (job_logs, followed
 * while the job runs), its input file (input_file) and its cluster and queue (cluster_queue_info). The page
 * refreshes itself while the job runs or waits. A job array's page (ADR 0061) has its tasks instead of logs, usage
 * and more time (each task has its own); a task's page names its array.
 */
import { Alert, Button, Card, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useGetJobDetail } from '@/api/generated/endpoints/jobs/jobs';
import type { JobDetailResponse } from '@/api/generated/model/jobDetailResponse';
import { errorMessage } from '@/shared/errors/error-message';
import { whileOffline } from '@/shared/live/live-state';
import { withChunkTimeout } from '@/shared/routing/lazy-chunk';
import { consolePath, useSession } from '@/shared/session/session-context';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { StatusBadge } from '@/shared/ui/status-badge';
import { isArray, TASKS_SECTION_ID } from './arrays/array-facts';
import { TaskOfArray } from './arrays/task-of-array';
import { JobClusterTab } from './job-cluster-tab';
import { JobDependencies } from './job-dependencies';
import { MoreTimeSection } from './more-time/more-time-section';
import { useJobPath } from './job-paths';
import { JobDetailActions } from './job-detail-actions';
import { JobDirTab } from './job-dir-tab';
import { JobFileTab } from './job-file-tab';
import { JobSummary } from './job-summary';
import { JobUsageSection } from './job-usage';
import { WaitingNotice } from './job-waiting';

// An array's tasks load with its page only: most jobs are no array.
const ArrayTasksSection = lazy(() =>
  withChunkTimeout(() => import('./arrays/array-tasks-section')).then((module) => ({ default: module.ArrayTasksSection })),
);

export const JOB_DETAIL_TABS = ['compute_dir', 'job_logs', 'input_file', 'cluster_queue_info'] as const;
export type JobDetailTab = (typeof JOB_DETAIL_TABS)[number];

const TAB_TITLES: Record<JobDetailTab, MessageDescriptor> = {
  compute_dir: msg`Working directory`,
  job_logs: msg`Job logs`,
  input_file: msg`Input file`,
  cluster_queue_info: msg`Cluster and queue`,
};

/** Refresh period of the page while the job is running or pending. */
export const JOB_DETAIL_REFRESH_MS = 10_000;

function refreshWhileActive(query: { state: { data?: JobDetailResponse } }): number | false {
  const status = query.state.data?.job.job_status;
  return status === 'running' || status === 'pending' ? JOB_DETAIL_REFRESH_MS : false;
}

export function tabOfPath(pathname: string): JobDetailTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return (JOB_DETAIL_TABS as readonly string[]).includes(last ?? '') ? (last as JobDetailTab) : 'compute_dir';
}

export function JobDetailScreen() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const tab = tabOfPath(useLocation().pathname);
  const jobPath = useJobPath();
  const { zone, portal } = useSession();
  const jobsPath = consolePath(zone, portal, 'jobs');
  const query = useGetJobDetail(id, undefined, {
    query: { enabled: Boolean(id), refetchInterval: (query) => whileOffline(refreshWhileActive(query)) },
  });

  if (query.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{errorMessage(query.error)}</Alert.Title>
        </Alert.Content>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={jobsPath}>
              <Trans>All jobs</Trans>
            </RouterLink>
          </Button>
        </HStack>
      </Alert.Root>
    );
  }
  const detail = query.data;
  return (
    <Stack gap="4">
      <Card.Root size="sm">
        <Card.Header>
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="md">
              {detail?.job.name ?? <Skeleton height="5" width="48" />}
            </Heading>
            {detail && <StatusBadge status={detail.job.job_status} />}
            <Text textStyle="sm" color="fg.muted">
              {id}
            </Text>
            {detail && (
              <HStack ms="auto">
                <JobDetailActions job={detail.job} />
              </HStack>
            )}
          </HStack>
          {detail && <TaskOfArray task={detail.job} />}
        </Card.Header>
        <Card.Body>
          {detail ? (
            <Stack gap="4">
              <WaitingNotice job={detail.job} />
              <JobSummary job={detail.job} fetchedAt={query.dataUpdatedAt} />
              {isArray(detail.job) && (
                <Suspense fallback={<Skeleton height="32" />}>
                  <ArrayTasksSection array={detail.job} />
                </Suspense>
              )}
              <JobDependencies detail={detail} />
              <JobUsageSection job={detail.job} />
              {/* More time is asked per task (ADR 0061). */}
              {!isArray(detail.job) && <MoreTimeSection job={detail.job} />}
            </Stack>
          ) : (
            <Skeleton height="32" />
          )}
        </Card.Body>
      </Card.Root>
      <RouteTabs
        tabs={JOB_DETAIL_TABS.map((value) => ({ value, label: i18n._(TAB_TITLES[value]), to: jobPath({ hpcjob_uuid: id }, value) }))}
        value={tab}
        label={t`Job details`}
      >
        {detail ? <TabContent tab={tab} detail={detail} /> : <Skeleton height="40" />}
      </RouteTabs>
    </Stack>
  );
}

function TabContent({ tab, detail }: { tab: JobDetailTab; detail: JobDetailResponse }) {
  const { t } = useLingui();
  const { job } = detail;
  // A job that has not started has no working directory or logs yet: say so rather than ask the NAS for them.
  if (!job.started_time && (tab === 'compute_dir' || tab === 'job_logs')) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t`The job has not started yet: its working directory and logs appear once it runs.`}</Alert.Title>
      </Alert.Root>
    );
  }
  // An array's output files are its tasks' (`%a` in their names stands for each task's index).
  if (tab === 'job_logs' && isArray(job)) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`Each task of this array writes its own log files.`}</Alert.Title>
          <Alert.Description>
            <Trans>
              Open a task under{' '}
              <Link asChild variant="underline" colorPalette="blue">
                <button type="button" onClick={() => document.getElementById(TASKS_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' })}>
                  Tasks
                </button>
              </Link>{' '}
              above to read its standard output and standard error.
            </Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  switch (tab) {
    case 'compute_dir':
      return <JobDirTab key={job.hpcjob_uuid} detail={detail} />;
    case 'job_logs':
      return (
        <JobFileTab
          detail={detail}
          files={[
            { title: t`Standard output`, path: job.stdout_path },
            { title: t`Standard error`, path: job.stderr_path },
          ]}
          emptyText={t`This job has no log files`}
          follow={job.job_status === 'running'}
        />
      );
    case 'input_file':
      return (
        <JobFileTab
          detail={detail}
          files={[
            { title: t`Input file`, path: job.input_file },
            { title: t`Job script`, path: job.script_path },
          ]}
          emptyText={t`This job has no input file`}
        />
      );
    case 'cluster_queue_info':
      return <JobClusterTab detail={detail} />;
  }
}
