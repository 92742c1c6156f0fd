/**
 * The quota warnings as sentences, one per quota at or past 80 % used: which cluster, which quota, how much is
 * used of how much (header popover, submit form).
 */
import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { formatNumber, formatSize } from '../format';
import type { QuotaWarning } from './quota-level';

function WarningLine({ warning }: { warning: QuotaWarning }) {
  const { quota } = warning;
  const cluster = quota.cluster_name ?? quota.cluster_id;
  const percent = formatNumber(warning.percent, 0);
  const used = quota.kind === 'storage' ? formatSize(quota.used) : formatNumber(quota.used);
  const total = quota.kind === 'storage' ? formatSize(quota.quota) : formatNumber(quota.quota);
  return (
    <Text textStyle="sm" color={warning.level === 'red' ? 'fg.error' : 'fg.warning'} data-level={warning.level}>
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
        <WarningLine key={`${warning.quota.cluster_id} ${warning.quota.kind} ${warning.quota.source}`} warning={warning} />
      ))}
    </Stack>
  );
}
