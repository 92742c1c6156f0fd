/**
 * Job monitoring (/job_monitors): for the chosen cluster and range (hours), the overview (jobs by status) and the
 * recent jobs (jobs submitted over the range, and the latest jobs).
 */
import { Alert, Card, Heading, HStack, Link, NativeSelect, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';
import { errorMessage } from '@/shared/errors/error-message';
import { consolePath, useSession } from '@/shared/session/session-context';
import { statusColor, statusMessage } from '@/shared/ui/status-badge';
import { meterOf, pointsOf, RANGE_CHOICES, recordsOf } from '@/shared/monitor/meters';
import { DEFAULT_RANGE_HOURS } from './job-monitor-data';
import { RecentJobs } from './recent-jobs';
import { useJobMonitor, useMonitoredClusters } from './use-job-monitor';
import { RefreshButton } from '@/shared/ui/refresh-button';

const LineChart = lazy(() => import('@/shared/monitor/line-chart'));

export function JobMonitorScreen() {
  const { t, i18n } = useLingui();
  const { zone, portal } = useSession();
  const { clusters, query: clusterQuery, firstActive } = useMonitoredClusters();
  const [chosen, setChosen] = useState<string>();
  const [hours, setHours] = useState<MonitorRangeHours>(DEFAULT_RANGE_HOURS);
  const clusterId = chosen ?? firstActive?.cluster_id;
  const monitor = useJobMonitor(clusterId, hours);
  const meters = monitor.data?.meter_set;
  const statuses = recordsOf(meterOf(meters, 'job_status'));
  const submitted = pointsOf(meterOf(meters, 'job_submitted'));

  if (clusterQuery.error) return <Text color="fg.error">{errorMessage(clusterQuery.error)}</Text>;
  if (!clusterQuery.isPending && clusters.length === 0) return <Text color="fg.muted">{t`No clusters to monitor yet.`}</Text>;
  return (
    <Stack gap="6">
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root size="sm" width="72">
          <NativeSelect.Field aria-label={t`Cluster`} value={clusterId ?? ''} onChange={(event) => setChosen(event.currentTarget.value)}>
            {clusters.map((cluster) => (
              <option key={cluster.cluster_id} value={cluster.cluster_id}>
                {cluster.cluster_name} ({cluster.cluster_id})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="44">
          <NativeSelect.Field aria-label={t`Time range`} value={hours} onChange={(event) => setHours(Number(event.currentTarget.value))}>
            {RANGE_CHOICES.map((choice) => (
              <option key={choice.hours} value={choice.hours}>
                {i18n._(choice.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <RefreshButton onRefresh={() => void monitor.refetch()} fetching={monitor.isFetching} />
      </HStack>
      {monitor.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(monitor.error)}</Alert.Title>
        </Alert.Root>
      )}
      <Stack as="section" gap="3" aria-labelledby="job-overview">
        <Heading as="h2" size="sm" id="job-overview">
          {t`Overview`}
        </Heading>
        {monitor.isLoading ? (
          <Skeleton height="20" />
        ) : statuses.length === 0 ? (
          <Text color="fg.muted">{t`No jobs in this range`}</Text>
        ) : (
          <SimpleGrid columns={{ base: 2, md: 4, xl: 6 }} gap="3">
            {statuses.map((record) => {
              const message = statusMessage(record.label);
              return (
                <Card.Root key={record.label} size="sm" borderTopWidth="3px" borderTopColor={`${statusColor(record.label)}.500`}>
                  <Card.Body>
                    <Stat.Root>
                      <Stat.Label>{message ? i18n._(message) : record.label}</Stat.Label>
                      <Stat.ValueText>{record.value ?? '-'}</Stat.ValueText>
                    </Stat.Root>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="recent-jobs">
        <HStack justify="space-between">
          <Heading as="h2" size="sm" id="recent-jobs">
            {t`Recent jobs`}
          </Heading>
          <Link asChild colorPalette="blue" textStyle="sm">
            <RouterLink to={consolePath(zone, portal, 'jobs')}>{t`All jobs`}</RouterLink>
          </Link>
        </HStack>
        <Card.Root size="sm">
          <Card.Header>
            <Card.Title textStyle="sm">{t`Jobs submitted`}</Card.Title>
          </Card.Header>
          <Card.Body pt="0">
            {monitor.isLoading ? (
              <Skeleton height="220px" />
            ) : !submitted.some((point) => point.y !== null) ? (
              <Text color="fg.muted" textStyle="sm" py="10" textAlign="center">
                {t`No data`}
              </Text>
            ) : (
              <Suspense fallback={<Skeleton height="220px" />}>
                <LineChart label={t`Jobs submitted`} unit="" points={submitted} longRange={hours > 24} integer />
              </Suspense>
            )}
          </Card.Body>
        </Card.Root>
        <RecentJobs clusterId={clusterId} />
      </Stack>
    </Stack>
  );
}
