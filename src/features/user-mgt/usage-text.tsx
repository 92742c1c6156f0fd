/** Used of allocated as text, with a bar in the usage colour (spec section 9) when something is allocated. */
import { useLingui } from '@lingui/react/macro';
import { usagePercent } from '@/shared/format';
import { UsageMeter } from '@/shared/ui/usage-meter';

export function UsageText({
  used,
  allocated,
  usedText,
  allocatedText,
}: {
  used: number;
  allocated: number;
  usedText: string;
  allocatedText: string;
}) {
  const { t } = useLingui();
  return allocated > 0 ? (
    <UsageMeter percent={usagePercent(used, allocated)} text={t`${usedText} of ${allocatedText}`} />
  ) : (
    <UsageMeter percent={null} text={t`${usedText} (no limit)`} />
  );
}
