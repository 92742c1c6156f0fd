/** The detail's cluster_queue_info tab: the job's cluster and the queue it was submitted to. */
import { Alert, Card, DataList, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { JobDetailResponse } from '@/api/generated/model/jobDetailResponse';
import { formatDateTime } from '@/shared/format';
import { StatusBadge } from '@/shared/ui/status-badge';
import { useClusterPath } from './job-paths';

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

export function JobClusterTab({ detail }: { detail: JobDetailResponse }) {
  const { t } = useLingui();
  const clusterPath = useClusterPath();
  const { job, cluster, queue_info: queue } = detail;
  const to = clusterPath(job.cluster_id);
  const name = cluster?.cluster_name ?? job.cluster_name ?? job.cluster_id;
  const categories = { dedicated: t`Dedicated queue`, shared: t`Shared queue` };
  const queueName = queue?.name ?? '';
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Card.Root size="sm" variant="outline">
        <Card.Header>
          <Card.Title>{t`Cluster`}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Facts
            items={[
              [
                t`Name`,
                to ? (
                  <Link asChild colorPalette="blue">
                    <RouterLink to={to}>{name}</RouterLink>
                  </Link>
                ) : (
                  name
                ),
              ],
              [t`Cluster ID`, job.cluster_id],
              [t`Type`, cluster?.cluster_type?.toUpperCase() ?? '-'],
              [t`Status`, cluster ? <StatusBadge status={cluster.status} /> : '-'],
              [t`Scheduler`, cluster?.scheduler ?? '-'],
              [t`Shared path`, cluster?.nas_shared_path ?? '-'],
            ]}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm" variant="outline">
        <Card.Header>
          <Card.Title>{t`Queue`}</Card.Title>
        </Card.Header>
        <Card.Body>
          {queue ? (
            <Facts
              items={[
                [t`Name`, queue.is_default ? t`${queueName} (default)` : queueName],
                [t`Queue ID`, queue.hpcqueue_id],
                [t`Category`, categories[queue.category] ?? queue.category],
                [t`Nodes`, queue.node_count ?? '-'],
                [t`Cores (idle / total)`, `${queue.idle_core_count ?? '-'} / ${queue.core_count ?? '-'}`],
                [t`Running jobs`, queue.running_job_count ?? '-'],
                [t`Pending jobs`, queue.pending_job_count ?? '-'],
                [t`Created`, formatDateTime(queue.create_time)],
              ]}
            />
          ) : (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{t`This queue has been deleted`}</Alert.Title>
            </Alert.Root>
          )}
          {!queue && job.queue && (
            <Text mt="2" textStyle="sm" color="fg.muted">
              {job.queue}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
