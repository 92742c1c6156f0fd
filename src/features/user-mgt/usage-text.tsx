/** Used of allocated as text, with a bar in the usage colour (spec section 9) when something is allocated. */
import { Progress, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { usageColor, usagePercent } from '../../shared/format';

export function UsageText({ used, allocated, usedText, allocatedText }: { used: number; allocated: number; usedText: string; allocatedText: string }) {
  const { t } = useLingui();
  const percent = usagePercent(used, allocated);
  return (
    <Stack gap="1" minW="32">
      <Text textStyle="xs">{allocated > 0 ? t`${usedText} of ${allocatedText}` : t`${usedText} (no limit)`}</Text>
      {allocated > 0 && (
        <Progress.Root size="xs" value={Math.min(100, percent)} colorPalette={usageColor(percent)} aria-label={t`Usage`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}
