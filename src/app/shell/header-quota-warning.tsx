/**
 * The header's quota warning (ADR 0026, ADR 0046), loaded after start-up (quota-warning-slot.tsx): nothing while
 * every quota of the user is at most 80 % used; otherwise a yellow (above 80 %) or red (above 90 %) button saying how
 * much of the most used quota is used, whose menu lists the quotas concerned.
 */
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useGetQuotaUsage } from '@/api/generated/endpoints/jobs/jobs';
import { QuotaWarningLine, quotaPercentText, quotaWarnings, warningKey } from '@/shared/quota';
import { LazyMenu } from './lazy-menu';
import { whileOffline } from '@/shared/live/live-state';

/** How often the header reads the quotas again (jobs take core-hours as they run). */
const REFRESH_MS = 60_000;

export function HeaderQuotaWarning() {
  const { t } = useLingui();
  const usage = useGetQuotaUsage(undefined, { query: { refetchInterval: () => whileOffline(REFRESH_MS), retry: false } });
  const warnings = quotaWarnings(usage.data?.quota_set);
  // The most used quota comes first: its figure is the one the button says, and its level the colour.
  const worst = warnings[0];
  if (!worst) return null;
  const level = worst.level;
  const percent = quotaPercentText(worst.percent);
  return (
    <LazyMenu
      onSelect={() => {}}
      trigger={
        <Button size="xs" variant="subtle" colorPalette={level} title={t`Quota warning`} data-level={level}>
          <TriangleAlert />
          <Trans>Quota {percent} % used</Trans>
        </Button>
      }
      // Each warning is an item of the menu (a menu holds items: axe aria-required-children), read in turn with the arrows.
      entries={warnings.map((warning) => ({
        type: 'item' as const,
        value: warningKey(warning),
        label: <QuotaWarningLine warning={warning} />,
      }))}
    />
  );
}
