/**
 * A line chart of one series over time (@nivo/line). Import it only lazily (React.lazy), so nivo stays out of
 * every bundle but the monitor pages' chunks. Times follow the console's display zone.
 */
import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { formatDateTime, formatNumber, formatTime } from '@/shared/format';
import { hasIsolatedValue, tickDecimals } from './ticks';
import type { ChartPoint } from './meters';

export interface LineChartProps {
  label: string;
  unit: string;
  points: ChartPoint[];
  /** Days instead of clock times on the axis (ranges past a day). */
  longRange?: boolean;
  /** Counts: only whole numbers on the value axis. */
  integer?: boolean;
}

/** Chakra blue.500; nivo derives shades from it, so it must be a real colour. */
const LINE_COLOR = '#3b82f6';

const THEME = {
  text: { fill: 'var(--chakra-colors-fg-muted)' },
  axis: { ticks: { line: { stroke: 'var(--chakra-colors-border)' } }, domain: { line: { stroke: 'var(--chakra-colors-border)' } } },
  grid: { line: { stroke: 'var(--chakra-colors-border-muted)' } },
  crosshair: { line: { stroke: 'var(--chakra-colors-fg-muted)' } },
  tooltip: { container: { background: 'var(--chakra-colors-bg-panel)', color: 'var(--chakra-colors-fg)', fontSize: 12 } },
};

export default function LineChart({ label, unit, points, longRange = false, integer = false }: LineChartProps) {
  const percent = unit === '%';
  const value = (y: unknown) => (typeof y === 'number' ? `${formatNumber(y)}${unit}` : '-');
  const decimals = percent ? 1 : tickDecimals(Math.max(0, ...points.map((point) => (typeof point.y === 'number' ? point.y : 0))));
  return (
    <Box height="220px">
      <ResponsiveLine
        data={[{ id: label, data: points }]}
        margin={{ top: 12, right: 16, bottom: 32, left: 48 }}
        xScale={{ type: 'time', useUTC: false }}
        yScale={{ type: 'linear', min: 0, max: percent ? 100 : 'auto' }}
        xFormat={(x) => formatDateTime(x as Date)}
        yFormat={(y) => value(y)}
        axisBottom={{ tickValues: 5, format: (x: Date) => (longRange ? formatDateTime(x).slice(5, 10) : formatTime(x)) }}
        axisLeft={{ tickValues: 5, format: (y: number) => (integer && !Number.isInteger(y) ? '' : `${formatNumber(y, decimals)}${unit}`) }}
        curve="monotoneX"
        enableArea
        areaOpacity={0.12}
        enablePoints={hasIsolatedValue(points.map((point) => point.y))}
        pointSize={6}
        useMesh
        colors={[LINE_COLOR]}
        theme={THEME}
        animate={false}
        role="img"
        ariaLabel={label}
      />
    </Box>
  );
}
