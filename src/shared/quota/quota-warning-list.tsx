/**
 * The quota warnings as sentences, one per quota above 80 % used: which cluster, which quota, how much is
 * used of how much (the header's menu, one item each; the submit form).
 */
import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { formatNumber, formatSize } from '@/shared/format';
import { quotaPercentText, type QuotaWarning } from './quota-level';

/**
 * The yellow level's text: Chakra's fg.warning is orange.600 in light mode, 3.6:1 on white (WCAG AA asks 4.5:1 for
 * text, axe color-contrast); orange.700 is 7.6:1, and orange.300 in dark mode stays readable on the dark menu.
 */
const WARNING_TEXT = { _light: 'orange.700', _dark: 'orange.300' };

/** The key of a warning among the user's. */
export const warningKey = (warning: QuotaWarning) => `${warning.quota.cluster_id} ${warning.quota.kind} ${warning.quota.source}`;

/** One warning as a sentence (a header menu item, or a line of QuotaWarningList). */
export function QuotaWarningLine({ warning }: { warning: QuotaWarning }) {
  const { quota } = warning;
  const cluster = quota.cluster_name ?? quota.cluster_id;
  const percent = quotaPercentText(warning.percent);
  const used = quota.kind === 'storage' ? formatSize(quota.used) : formatNumber(quota.used);
  const total = quota.kind === 'storage' ? formatSize(quota.quota) : formatNumber(quota.quota);
  return (
    <Text textStyle="sm" color={warning.level === 'red' ? 'fg.error' : WARNING_TEXT} data-level={warning.level}>
      {quota.kind === 'storage' ? (
        <Trans>
          {cluster}: {percent} % of the storage quota used ({used} of {total})
        </Trans>
      ) : (
        <Trans>
          {cluster}: {percent} % of the core-hours used ({used} of {total})
        </Trans>
      )}
    </Text>
  );
}

export function QuotaWarningList({ warnings }: { warnings: readonly QuotaWarning[] }) {
  return (
    <Stack gap="1">
      {warnings.map((warning) => (
        <QuotaWarningLine key={warningKey(warning)} warning={warning} />
      ))}
    </Stack>
  );
}
