/**
 * A registered cluster's health cell: a badge (healthy when the last sync is recent and failed not), the last sync's
 * error under it, slurmctld's answer time, the nodes and partitions it reported and how long ago it answered.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SlurmCluster } from '@/api/generated/model/slurmCluster';
import { useNow } from '@/shared/ui/use-now';
import { FuzzyTime } from '@/shared/ui/time-text';
import { HEALTH, healthOf } from './slurm-cluster-labels';

export function ClusterHealth({ health }: { health: SlurmCluster['health'] }) {
  const { t, i18n } = useLingui();
  const now = useNow(1000);
  const state = healthOf(health, now);
  const { answer_ms: answerMs, node_count: nodeCount, partition_count: partitionCount } = health;
  const figures = [
    answerMs !== undefined ? t`answered in ${answerMs} ms` : undefined,
    nodeCount !== undefined ? plural(nodeCount, { one: '# node', other: '# nodes' }) : undefined,
    partitionCount !== undefined ? plural(partitionCount, { one: '# partition', other: '# partitions' }) : undefined,
  ].filter(Boolean);
  return (
    <Stack gap="0.5" align="start" minW="48" maxW="72" whiteSpace="normal">
      <Badge colorPalette={HEALTH[state].palette} variant="subtle" data-health={state}>
        {i18n._(HEALTH[state].label)}
      </Badge>
      {health.last_error && (
        <Text textStyle="xs" color="fg.error" lineClamp={3} title={health.last_error} wordBreak="break-word">
          {health.last_error}
        </Text>
      )}
      {figures.length > 0 && (
        <Text textStyle="xs" color="fg.muted">
          {figures.join(' · ')}
        </Text>
      )}
      {health.last_sync_time && (
        <Text textStyle="xs" color="fg.muted">
          <SyncAge time={health.last_sync_time} now={now} />
        </Text>
      )}
    </Stack>
  );
}

function SyncAge({ time, now }: { time: string; now: number }) {
  const { t } = useLingui();
  const seconds = Math.max(0, Math.round((now - Date.parse(time)) / 1000));
  if (seconds < 60) return <>{t`last sync ${seconds} s ago`}</>;
  if (seconds < 3600) {
    const minutes = Math.floor(seconds / 60);
    return <>{t`last sync ${minutes} min ago`}</>;
  }
  return (
    <>
      {t`last sync:`} <FuzzyTime value={time} />
    </>
  );
}
