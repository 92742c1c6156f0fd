/**
 * The core-hours a job would take on the chosen cluster, beside the user's remaining core-hours there
 * (ADR 0026): the gateway answers quota, used, reserved and remaining (getQuotaUsage); the form multiplies only its
 * own cores × time limit, times its tasks for an array (each task counts on its own, ADR 0061). Says before sending
 * that a job needs a time limit under a core-hour quota and that it would exceed what remains (the gateway refuses
 * both), and warns from 80 % (yellow) and 90 % (red) of a core-hour or storage quota used. Nothing without a quota.
 */
import { Alert, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useGetQuotaUsage } from '@/api/generated/endpoints/jobs/jobs';
import type { QuotaUsage } from '@/api/generated/model/quotaUsage';
import { formatNumber, MINUTES_PER_HOUR } from '@/shared/format';
import { QuotaWarningList, quotaWarnings, worstLevel } from '@/shared/quota';

/** The core-hour quota that holds: the one with the least remaining. */
function tightest(quotas: readonly QuotaUsage[]): QuotaUsage | undefined {
  return quotas
    .filter((q) => q.kind === 'core_hours')
    .reduce<QuotaUsage | undefined>((min, q) => (!min || q.remaining < min.remaining ? q : min), undefined);
}

interface Asked {
  cores: number;
  timeLimit: number | undefined;
  /** The tasks of an array; undefined for a single job. */
  tasks?: number;
}

function CoreHours({ quota, cores, timeLimit, tasks }: Asked & { quota: QuotaUsage }) {
  // Between two sentences: a space in English, none after Chinese punctuation (。).
  const sentenceGap = useLingui().i18n.locale.startsWith('zh') ? '' : ' ';
  const remaining = formatNumber(Math.max(0, quota.remaining));
  const total = formatNumber(quota.quota);
  const used = formatNumber(quota.used);
  const reserved = formatNumber(quota.reserved);
  const hours = timeLimit === undefined ? undefined : timeLimit / MINUTES_PER_HOUR;
  const needed = hours === undefined ? undefined : (tasks ?? 1) * cores * hours;
  const exceeds = needed === undefined || needed > quota.remaining;
  const coreCount = formatNumber(cores);
  const hourText = hours === undefined ? '' : formatNumber(hours);
  const neededText = needed === undefined ? '' : formatNumber(needed);
  const taskCount = formatNumber(tasks ?? 1);
  return (
    <Alert.Root status={exceeds ? 'error' : 'info'} variant="subtle" data-testid="core-hour-quota" data-exceeds={exceeds}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>
            Remaining core-hours on this cluster: {remaining} (quota {total}, used {used}, reserved by running and pending jobs {reserved})
          </Trans>
        </Alert.Title>
        <Alert.Description>
          {needed === undefined ? (
            <Trans>
              Your core-hours are limited on this cluster, so a job needs a time limit: it counts as cores × time limit. Set the time limit
              above.
            </Trans>
          ) : (
            <>
              {tasks === undefined ? (
                <Trans>
                  This job takes <Plural value={coreCount} one="# core" other="# cores" /> × {hourText} h = {neededText} core-hours.
                </Trans>
              ) : (
                <Trans>
                  This array takes <Plural value={taskCount} one="# task" other="# tasks" /> ×{' '}
                  <Plural value={coreCount} one="# core" other="# cores" /> × {hourText} h = {neededText} core-hours: each task counts on
                  its own.
                </Trans>
              )}
              {exceeds ? sentenceGap : null}
              {exceeds ? (
                tasks === undefined ? (
                  <Trans>It would exceed your remaining core-hours: the gateway will refuse it. Lower the cores or the time limit.</Trans>
                ) : (
                  <Trans>
                    It would exceed your remaining core-hours: the gateway will refuse it. Lower the tasks, the cores or the time limit.
                  </Trans>
                )
              ) : null}
            </>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The user's quotas on the chosen cluster (one read, shared by the explanation and the form's time-limit rule). */
function useQuotas(clusterId: string | undefined): readonly QuotaUsage[] {
  const usage = useGetQuotaUsage(clusterId ? { cluster_id: clusterId } : undefined, { query: { enabled: !!clusterId, retry: false } });
  return usage.data?.quota_set ?? [];
}

/** Whether a core-hour quota holds on the cluster: a job there needs a time limit (ADR 0026). */
export function useNeedsTimeLimit(clusterId: string | undefined): boolean {
  return !!tightest(useQuotas(clusterId));
}

export function QuotaExplanation({ clusterId, cores, timeLimit, tasks }: Asked & { clusterId: string | undefined }) {
  const quotas = useQuotas(clusterId);
  const quota = tightest(quotas);
  const warnings = quotaWarnings(quotas);
  const level = worstLevel(warnings);
  if (!clusterId || (!quota && !level)) return null;
  return (
    <Stack gap="2">
      {quota ? <CoreHours quota={quota} cores={cores} timeLimit={timeLimit} tasks={tasks} /> : null}
      {level ? (
        <Alert.Root status={level === 'red' ? 'error' : 'warning'} variant="subtle" data-testid="quota-warning" data-level={level}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Quota warning</Trans>
            </Alert.Title>
            <Alert.Description>
              <QuotaWarningList warnings={warnings} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
