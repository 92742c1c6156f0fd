/**
 * The simulation job page's log tab: the job's standard output and standard error, read from the simulation
 * platform's storage (simulation/joblog), in the log viewer the compute job page uses (shared/jobs/text-view).
 * While the gateway says the job runs or waits, each log is read again every few seconds and new output is
 * appended; the answer that says it has ended is the last one read.
 */
import { Badge, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useGetSimulationJobLog } from '@/api/generated/endpoints/jobs/jobs';
import type { SimulationJob } from '@/api/generated/model/simulationJob';
import type { SimulationJobLogResponse } from '@/api/generated/model/simulationJobLogResponse';
import type { SimulationJobLogResponseAllOfLog } from '@/api/generated/model/simulationJobLogResponseAllOfLog';
import type { SimulationLogStream } from '@/api/generated/model/simulationLogStream';
import { formatSize } from '@/shared/format';
import { LoadFailure } from '@/shared/jobs/load-failure';
import { TextView } from '@/shared/jobs/text-view';
import { CopyButton } from '@/shared/ui/copy-button';

/** How often a running job's log is read again. */
export const FOLLOW_LOG_MS = 5_000;

function followWhileRunning(query: { state: { data?: SimulationJobLogResponse } }): number | false {
  return query.state.data?.log.running ? FOLLOW_LOG_MS : false;
}

export function SimulationLogTab({ job }: { job: SimulationJob }) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <LogCard sjobId={job.sjob_id} stream="stdout" title={t`Standard output`} />
      <LogCard sjobId={job.sjob_id} stream="stderr" title={t`Standard error`} />
    </Stack>
  );
}

function LogCard({ sjobId, stream, title }: { sjobId: string; stream: SimulationLogStream; title: string }) {
  const { t } = useLingui();
  const query = useGetSimulationJobLog(sjobId, { stream }, { query: { refetchInterval: followWhileRunning } });
  const log = query.data?.log;
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between" gap="2" minW="0" wrap="wrap">
          <HStack gap="2">
            <Text fontWeight="semibold">{title}</Text>
            {log?.running && (
              <Badge colorPalette="blue" variant="subtle" title={t`New output appears as the job writes it`}>
                {t`Following`}
              </Badge>
            )}
          </HStack>
          {log?.path && (
            <HStack gap="1" minW="0">
              <Text textStyle="sm" fontFamily="mono" color="fg.muted" truncate title={log.path}>
                {log.path}
              </Text>
              <CopyButton text={log.path} />
            </HStack>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <LogBody log={log} error={query.error} onRetry={() => void query.refetch()} title={title} />
      </Card.Body>
    </Card.Root>
  );
}

interface LogBodyProps {
  log: SimulationJobLogResponseAllOfLog | undefined;
  error: unknown;
  onRetry(): void;
  title: string;
}

function LogBody({ log, error, onRetry, title }: LogBodyProps) {
  const { t } = useLingui();
  if (!log) {
    if (error) return <LoadFailure error={error} onRetry={onRetry} />;
    return <Spinner size="sm" role="status" aria-label={t`Loading…`} />;
  }
  if (!log.path) return <Text color="fg.muted">{t`This job has no log files`}</Text>;
  if (!log.exists)
    return <Text color="fg.muted">{log.running ? t`The job has not written this file yet.` : t`The file does not exist`}</Text>;
  if (log.size === 0) return <Text color="fg.muted">{t`The file is empty`}</Text>;
  const shown = formatSize(new TextEncoder().encode(log.text).length);
  return (
    <Stack gap="2">
      {log.truncated && <Text textStyle="sm" color="fg.muted">{t`The log is long: its last ${shown} are shown.`}</Text>}
      <TextView text={log.text} follow={log.running} label={t`Content of ${title}`} />
    </Stack>
  );
}
