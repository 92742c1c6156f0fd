/** An amount used as text over a bar in the usage colour (spec section 9: over 90 red, over 80 yellow). */
import { Progress, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { usageBarValue, usageColor } from '@/shared/format';

/** `percent` null: the text alone (nothing to measure against). */
export function UsageMeter({ text, percent, minW = '32' }: { text: string; percent: number | null; minW?: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="1" minW={minW}>
      <Text textStyle="xs">{text}</Text>
      {percent !== null && (
        <Progress.Root size="xs" value={usageBarValue(percent)} colorPalette={usageColor(percent)} aria-label={t`Usage`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}
