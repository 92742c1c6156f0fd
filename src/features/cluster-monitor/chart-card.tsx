/** One chart in a card: the meter's title, its latest value, and the lazily loaded line chart. */
import { Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { formatNumber } from '@/shared/format';
import type { ChartPoint } from '@/shared/monitor/meters';

const LineChart = lazy(() => import('@/shared/monitor/line-chart'));

export function ChartCard({ title, unit, points, longRange }: { title: string; unit: string; points: ChartPoint[]; longRange: boolean }) {
  const { t } = useLingui();
  /** The newest collected value; undefined when nothing was collected (nivo cannot draw an all-gap series). */
  const latest = [...points].reverse().find((point) => point.y !== null)?.y;
  return (
    <Card.Root size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title textStyle="sm">{title}</Card.Title>
          <Text textStyle="sm" color="fg.muted">
            {latest === undefined || latest === null ? '-' : `${formatNumber(latest)}${unit}`}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {latest === undefined ? (
          <Text color="fg.muted" textStyle="sm" py="10" textAlign="center">
            {t`No data`}
          </Text>
        ) : (
          <Suspense fallback={<Skeleton height="220px" />}>
            <LineChart label={title} unit={unit} points={points} longRange={longRange} />
          </Suspense>
        )}
      </Card.Body>
    </Card.Root>
  );
}
