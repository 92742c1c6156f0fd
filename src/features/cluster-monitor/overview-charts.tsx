/** The charts of an overview (GetClusterMonitor's time series), with their loading and error states. */
import { Alert, Button, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MeterId } from '@/api/generated/model/meterId';
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';
import { errorMessage } from '@/shared/errors/error-message';
import { meterOf, pointsOf } from '@/shared/monitor/meters';
import { ChartCard } from './chart-card';
import { METER_TITLES } from './monitor-data';
import type { useMonitor } from './use-cluster-monitor';

export function QueryError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{errorMessage(error)}</Alert.Title>
      <Button size="xs" variant="outline" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </Alert.Root>
  );
}

export function OverviewCharts({ query, ids, hours }: { query: ReturnType<typeof useMonitor>; ids: MeterId[]; hours: MonitorRangeHours }) {
  const { i18n } = useLingui();
  if (query.error) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const meters = query.data?.meter_set;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4">
      {ids.map((id) =>
        query.isLoading ? (
          <Skeleton key={id} height="280px" />
        ) : (
          <ChartCard
            key={id}
            title={i18n._(METER_TITLES[id]!)}
            unit={meterOf(meters, id)?.unit ?? ''}
            points={pointsOf(meterOf(meters, id))}
            longRange={hours > 24}
          />
        ),
      )}
    </SimpleGrid>
  );
}
