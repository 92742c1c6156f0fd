/**
 * What an ended job used (ADR 0058): on its page a section with its CPU, memory and time against what it had, each
 * a bar, and a hint for each it used under a quarter of (the gateway names them: `underused`); in the list a cell with
 * the CPU and memory shares. Low shares are orange: here little is waste, not a warning of running out.
 */
import { Alert, Box, Heading, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Job } from '@/api/generated/model/job';
import type { JobUsage } from '@/api/generated/model/jobUsage';
import type { UsageKind } from '@/api/generated/model/usageKind';
import { formatSize } from '@/shared/format';
import { formatRunTime } from './job-duration';

/** A fraction as a percentage in the user's language: 0.4712 -> "47%"; under 1 % with one decimal. */
export function formatShare(i18n: I18n, fraction: number | null): string {
  if (fraction === null) return '-';
  return new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: fraction < 0.01 && fraction > 0 ? 1 : 0 }).format(
    fraction,
  );
}

const mib = (value: number) => formatSize(value, { from: 'MB' });

interface Row {
  kind: UsageKind;
  label: string;
  share: number | null;
  detail: string;
}

function rows(i18n: I18n, job: Job, usage: JobUsage): Row[] {
  const cores = job.cores ?? 1;
  const cpuTime = formatRunTime(usage.cpu_time);
  const runTime = formatRunTime(job.run_time);
  const peak = usage.memory_peak === null ? null : mib(usage.memory_peak);
  const had = usage.memory_had === undefined ? null : mib(usage.memory_had);
  const limit = usage.time_limit;
  return [
    {
      kind: 'cpu',
      label: i18n._(msg`CPU`),
      share: usage.cpu_efficiency,
      detail: i18n._(msg`${cpuTime} of CPU time on ${plural(cores, { one: '# core', other: '# cores' })} over ${runTime}`),
    },
    {
      kind: 'memory',
      label: i18n._(msg`Memory`),
      share: usage.memory_efficiency,
      detail:
        peak === null
          ? i18n._(msg`Not measured`)
          : had === null
            ? i18n._(msg`${peak} at its peak`)
            : i18n._(msg`${peak} at its peak of ${had}`),
    },
    {
      kind: 'time',
      label: i18n._(msg`Time`),
      share: usage.time_efficiency,
      detail: limit === null ? i18n._(msg`${runTime}, without a time limit`) : i18n._(msg`${runTime} of a ${limit}-minute limit`),
    },
  ];
}

function hint(i18n: I18n, kind: UsageKind, job: Job, usage: JobUsage): string {
  const cores = job.cores ?? 1;
  if (kind === 'cpu') {
    const share = formatShare(i18n, usage.cpu_efficiency);
    return i18n._(
      msg`It kept its ${plural(cores, { one: '# core', other: '# cores' })} only ${share} busy. Ask for fewer cores, or check that the program runs in parallel: a smaller job starts sooner.`,
    );
  }
  if (kind === 'memory') {
    const share = formatShare(i18n, usage.memory_efficiency);
    return i18n._(msg`It used ${share} of the memory it asked for. Asking for less lets it start sooner on a busy cluster.`);
  }
  const share = formatShare(i18n, usage.time_efficiency);
  return i18n._(msg`It ran for ${share} of its time limit. A shorter limit lets the scheduler fit it in sooner.`);
}

/** The job page's section; nothing until the figures are in. */
export function JobUsageSection({ job }: { job: Job }) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const usage = job.usage;
  if (!usage) return null;
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="3">
      <Heading as="h3" size="sm" id={headingId} mb="2">
        {t`What it used`}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {rows(i18n, job, usage).map((row) => {
          const low = usage.underused.includes(row.kind);
          return (
            <Stack key={row.kind} gap="1">
              <HStack justify="space-between" textStyle="sm">
                <Text fontWeight="medium">{row.label}</Text>
                <Text fontWeight="semibold" color={low ? 'orange.fg' : undefined}>
                  {formatShare(i18n, row.share)}
                </Text>
              </HStack>
              {row.share !== null && (
                <Progress.Root
                  size="xs"
                  value={Math.min(100, row.share * 100)}
                  colorPalette={low ? 'orange' : 'green'}
                  aria-label={row.label}
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
              <Text textStyle="xs" color="fg.muted">
                {row.detail}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      {usage.underused.length > 0 && (
        <Stack gap="2" mt="3">
          {usage.underused.map((kind) => (
            <Alert.Root key={kind} status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Description>{hint(i18n, kind, job, usage)}</Alert.Description>
            </Alert.Root>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The list's cell: CPU and memory shares (memory only where measured), or "-" before the figures are in. */
export function UsageCell({ job }: { job: Job }) {
  const { i18n } = useLingui();
  const usage = job.usage;
  if (!usage) return <>-</>;
  const cpu = formatShare(i18n, usage.cpu_efficiency);
  const memory = formatShare(i18n, usage.memory_efficiency);
  const low = (kind: UsageKind) => (usage.underused.includes(kind) ? 'job-low' : undefined);
  return (
    <>
      <span className={low('cpu')}>{i18n._(msg`CPU ${cpu}`)}</span>
      {usage.memory_efficiency !== null && <span className={`job-sub ${low('memory') ?? ''}`}>{i18n._(msg`Memory ${memory}`)}</span>}
    </>
  );
}
