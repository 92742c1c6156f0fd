/**
 * One node's charts (ADR 0028): its latest figures (GetRecentMetricData on the node) in the usage colours and its
 * metrics over the range in hours (GetMetricDataByPeriod on the node, ending at `until`). A node without a GPU says
 * so instead of its GPU charts. Reached from the node overview, the GPU overview and the cluster's node list.
 */
import { Button, Card, HStack, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { MetricName } from '@/api/generated/model/metricName';
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';
import type { Node } from '@/api/generated/model/node';
import { formatNumber } from '@/shared/format';
import { ChartCard } from './chart-card';
import { GPU_FIGURES, METER_TITLES, NODE_CHARTS, NODE_FIGURES, nodeLabel, periodPoints, recentByNode, sampledAt } from './monitor-data';
import { SampledAt } from './node-overview';
import { QueryError } from './overview-charts';
import { usePeriodMetrics, useRecentMetrics } from './use-cluster-monitor';
import { UsageBar } from './usage-bar';

const ALL_FIGURES: MetricName[] = [...NODE_FIGURES, ...GPU_FIGURES];
const ALL_CHARTS: MetricName[] = [...NODE_CHARTS, ...GPU_FIGURES];

export interface NodeChartsProps {
  nodeId: string;
  /** The node as the cluster's list has it (name, GPUs); undefined while loading or when not listed. */
  node: Node | undefined;
  hours: MonitorRangeHours;
  until: number;
  /** The cluster's overview (the same page without the node). */
  backTo: string;
}

function Figure({ name, value }: { name: MetricName; value: number | null | undefined }) {
  const { i18n } = useLingui();
  const title = i18n._(METER_TITLES[name]!);
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <Text textStyle="sm" color="fg.muted">
          {title}
        </Text>
        {name === 'system_load' ? (
          <Text textStyle="lg">{typeof value === 'number' ? formatNumber(value, 2) : '-'}</Text>
        ) : (
          <UsageBar percent={value} label={title} minW="0" />
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function NodeCharts({ nodeId, node, hours, until, backTo }: NodeChartsProps) {
  const { t, i18n } = useLingui();
  const recent = useRecentMetrics(nodeId, ALL_FIGURES);
  const period = usePeriodMetrics(nodeId, ALL_CHARTS, hours, until);
  const noGpu = node !== undefined && !node.gpu;
  const figures = noGpu ? NODE_FIGURES : ALL_FIGURES;
  const charts = noGpu ? NODE_CHARTS : ALL_CHARTS;
  const values = [...recentByNode(recent.data?.data).values()][0] ?? {};
  const time = sampledAt(recent.data?.data);
  const name = node ? nodeLabel(node) : nodeId;
  return (
    <Stack gap="4" as="section" aria-labelledby="node-charts">
      <HStack gap="3" wrap="wrap">
        <Button asChild size="xs" variant="outline">
          <RouterLink to={backTo}>
            <ArrowLeft /> <Trans>All nodes</Trans>
          </RouterLink>
        </Button>
        <Heading as="h2" size="sm" id="node-charts">
          {t`Node ${name}`}
        </Heading>
        <Text textStyle="xs" color="fg.muted" fontFamily="mono">
          {nodeId}
        </Text>
      </HStack>
      {recent.error ? (
        <QueryError error={recent.error} onRetry={() => void recent.refetch()} />
      ) : (
        <Stack gap="2">
          <SimpleGrid columns={{ base: 2, md: 3, '2xl': 6 }} gap="3">
            {figures.map((metric) =>
              recent.isLoading ? <Skeleton key={metric} height="72px" /> : <Figure key={metric} name={metric} value={values[metric]} />,
            )}
          </SimpleGrid>
          {time && <SampledAt time={time} />}
        </Stack>
      )}
      {noGpu && (
        <Text color="fg.muted" textStyle="sm">
          {t`This node has no GPU.`}
        </Text>
      )}
      {period.error ? (
        <QueryError error={period.error} onRetry={() => void period.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4">
          {charts.map((metric) => {
            if (period.isLoading) return <Skeleton key={metric} height="280px" />;
            const { unit, points } = periodPoints(period.data?.data, metric);
            return <ChartCard key={metric} title={i18n._(METER_TITLES[metric]!)} unit={unit} points={points} longRange={hours > 24} />;
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
