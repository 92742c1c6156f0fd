/**
 * The header's quota warning (issue 14 §5, ADR 0026), loaded after start-up (quota-warning-slot.tsx): nothing while
 * every quota of the user is under 80 % used; otherwise a yellow (from 80 %) or red (from 90 %) button whose menu
 * lists the quotas concerned.
 */
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useGetQuotaUsage } from '../../api/generated/endpoints/jobs/jobs';
import { QuotaWarningLine, quotaWarnings, warningKey, worstLevel } from '../../shared/quota';
import { LazyMenu } from './lazy-menu';

/** How often the header reads the quotas again (jobs take core-hours as they run). */
const REFRESH_MS = 60_000;

export function HeaderQuotaWarning() {
  const { t } = useLingui();
  const usage = useGetQuotaUsage(undefined, { query: { refetchInterval: REFRESH_MS, retry: false } });
  const warnings = quotaWarnings(usage.data?.quota_set);
  const level = worstLevel(warnings);
  if (!level) return null;
  return (
    <LazyMenu
      onSelect={() => {}}
      trigger={
        <Button size="xs" variant="subtle" colorPalette={level} title={t`Quota warning`} data-level={level}>
          <TriangleAlert />
          {level === 'red' ? <Trans>Quota 90 % used</Trans> : <Trans>Quota 80 % used</Trans>}
        </Button>
      }
      // Each warning is an item of the menu (a menu holds items: axe aria-required-children), read in turn with the arrows.
      entries={warnings.map((warning) => ({ type: 'item' as const, value: warningKey(warning), label: <QuotaWarningLine warning={warning} /> }))}
    />
  );
}
