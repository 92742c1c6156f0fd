/** Used against a quota or capacity: a bar in the usage colour (spec section 9) and the amounts. */
import { Progress, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatNumber, formatSize, usageColor, usagePercent } from '../../shared/format';

/** used in bytes, total in GiB (the contract's units for NAS quotas and capacities). */
export function NasUsage({ usedBytes, totalGiB }: { usedBytes: number; totalGiB: number }) {
  const { t } = useLingui();
  const total = totalGiB * 1024 ** 3;
  const percent = usagePercent(usedBytes, total);
  const used = formatSize(usedBytes);
  const quota = formatSize(totalGiB, { from: 'GB' });
  const shown = formatNumber(percent, 1);
  return (
    <Stack gap="1" minW="36">
      <Text textStyle="xs">{t`${used} of ${quota} (${shown}%)`}</Text>
      <Progress.Root size="xs" value={Math.min(100, percent)} colorPalette={usageColor(percent)} aria-label={t`Usage`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
