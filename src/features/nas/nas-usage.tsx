/** Used against a quota or capacity: a bar in the usage colour (spec section 9) and the amounts. */
import { useLingui } from '@lingui/react/macro';
import { formatNumber, formatSize, usagePercent } from '@/shared/format';
import { UsageMeter } from '@/shared/ui/usage-meter';

/** used in bytes, total in GiB (the contract's units for NAS quotas and capacities). */
export function NasUsage({ usedBytes, totalGiB }: { usedBytes: number; totalGiB: number }) {
  const { t } = useLingui();
  const percent = usagePercent(usedBytes, totalGiB * 1024 ** 3);
  const used = formatSize(usedBytes);
  const quota = formatSize(totalGiB, { from: 'GB' });
  const shown = formatNumber(percent, 1);
  return <UsageMeter minW="36" percent={percent} text={t`${used} of ${quota} (${shown}%)`} />;
}
