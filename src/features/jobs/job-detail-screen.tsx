/**
 * The job's page (/jobs/{id}/{tab}): the job's facts with stop, resume and delete, and the jobs it waits for or that
 * wait for it; then four tabs that are links — its working directory (compute_dir), its logs (job_logs, followed
 * while the job runs), its input file (input_file) and its cluster and queue (cluster_queue_info). The page
 * refreshes itself while the job runs or waits.
 */
import { Alert, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useGetJobDetail } from '@/api/generated/endpoints/jobs/jobs';
import type { JobDetailResponse } from '@/api/generated/model/jobDetailResponse';
import { errorMessage } from '@/shared/errors/error-message';
import { consolePath, useSession } from '@/shared/session/session-context';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { StatusBadge } from '@/shared/ui/status-badge';
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
import { whileOffline } from '@/shared/live/live-state';

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
        </Card.Header>
        <Card.Body>
          {detail ? (
            <Stack gap="4">
              <WaitingNotice job={detail.job} />
              <JobSummary job={detail.job} fetchedAt={query.dataUpdatedAt} />
              <JobDependencies detail={detail} />
              <JobUsageSection job={detail.job} />
              <MoreTimeSection job={detail.job} />
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
