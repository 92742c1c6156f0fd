/**
 * The submit-job page frame (/hpc_job/submit_job[/{cluster id}[/{job id}]]): without a cluster it lists the
 * active clusters to submit to; with one it shows that cluster's summary, and with a job the job being
 * resubmitted, read-only. The submission form itself arrives with the job submission flow.
 */
import { Alert, Card, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router';
import { useListClusters } from '../../api/generated/endpoints/clusters/clusters';
import { useGetJobDetail } from '../../api/generated/endpoints/jobs/jobs';
import { errorMessage } from '../../shared/errors/error-message';
import { consolePath, useSession } from '../../shared/session/session-context';
import { StatusBadge } from '../../shared/ui/status-badge';
import { ClusterFacts } from './submit-cluster-facts';
import { JobSummary } from './job-summary';

export function SubmitJobScreen() {
  const { id, job_id: jobId } = useParams();
  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The job submission form is not available yet.</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>The cluster and the job to resubmit are shown below for reference.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {id ? <ChosenCluster clusterId={id} /> : <ClusterChoice />}
      {jobId && <ResubmittedJob jobId={jobId} />}
    </Stack>
  );
}

function ChosenCluster({ clusterId }: { clusterId: string }) {
  const { t } = useLingui();
  const query = useListClusters({ cluster_id: [clusterId], verbose: 1, limit: 10 });
  const cluster = query.data?.cluster_set.find((row) => row.cluster_id === clusterId);
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{t`Cluster`}</Card.Title>
      </Card.Header>
      <Card.Body>
        {query.isLoading ? (
          <Spinner size="sm" role="status" aria-label={t`Loading…`} />
        ) : query.error ? (
          <Text color="fg.error">{errorMessage(query.error)}</Text>
        ) : cluster ? (
          <Stack gap="3">
            {cluster.status !== 'active' && (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>{t`The cluster is not active and cannot submit jobs`}</Alert.Title>
              </Alert.Root>
            )}
            <ClusterFacts cluster={cluster} />
          </Stack>
        ) : (
          <Text color="fg.muted">{t`The cluster does not exist or is not yours.`}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ClusterChoice() {
  const { t } = useLingui();
  const { zone } = useSession();
  const query = useListClusters({ status: ['active'], limit: 100, sort_key: 'create_time', reverse: 1 });
  const clusters = query.data?.cluster_set ?? [];
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{t`Choose a cluster`}</Card.Title>
        <Card.Description>{t`Jobs run on an active cluster.`}</Card.Description>
      </Card.Header>
      <Card.Body>
        {query.isLoading ? (
          <Spinner size="sm" role="status" aria-label={t`Loading…`} />
        ) : query.error ? (
          <Text color="fg.error">{errorMessage(query.error)}</Text>
        ) : clusters.length === 0 ? (
          <Text color="fg.muted">{t`No active cluster`}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
            {clusters.map((cluster) => (
              <Card.Root key={cluster.cluster_id} size="sm" variant="outline">
                <Card.Body gap="1">
                  <Link asChild colorPalette="blue" fontWeight="medium">
                    <RouterLink to={consolePath(zone, 'hpc', `hpc_job/submit_job/${cluster.cluster_id}`)}>{cluster.cluster_name}</RouterLink>
                  </Link>
                  <Text textStyle="xs" color="fg.muted">
                    {cluster.cluster_id}
                  </Text>
                  <StatusBadge status={cluster.status} alignSelf="flex-start" />
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ResubmittedJob({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const query = useGetJobDetail(jobId);
  const name = query.data?.job.name;
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{name ? t`Resubmitting ${name}` : t`Job to resubmit`}</Card.Title>
      </Card.Header>
      <Card.Body>
        {query.isLoading ? <Spinner size="sm" role="status" aria-label={t`Loading…`} /> : query.error ? <Text color="fg.error">{errorMessage(query.error)}</Text> : query.data && <JobSummary job={query.data.job} />}
      </Card.Body>
    </Card.Root>
  );
}
