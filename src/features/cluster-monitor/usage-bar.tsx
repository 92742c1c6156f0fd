/** A usage percentage as a bar in the usage colour (spec section 9; data-usage names it) and its figure. */
import { HStack, Progress, Text } from '@chakra-ui/react';
import { formatNumber, usageBarValue, usageColor } from '@/shared/format';

export function UsageBar({ percent, label, minW = '40' }: { percent: number | null | undefined; label: string; minW?: string }) {
  if (percent === null || percent === undefined) return <Text color="fg.muted">-</Text>;
  return (
    <HStack gap="2" minW={minW}>
      <Progress.Root
        size="sm"
        flex="1"
        value={usageBarValue(percent)}
        colorPalette={usageColor(percent)}
        data-usage={usageColor(percent)}
        aria-label={label}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="xs" minW="12" textAlign="end">
        {formatNumber(percent, 1)}%
      </Text>
    </HStack>
  );
}
