/**
 * The compute nodes one auto-scale run added or removed: the run's job_id is the operation that did it (queue/ehpc/
 * autoScaleExpand or autoScaleShrink), whose resource_ids are the queue then the nodes. A button on the run opens
 * them, each node's id, with a link to the cluster's node list.
 */
import { Button, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListOperations } from '@/api/generated/endpoints/operation-log/operation-log';
import type { StrategyLog } from '@/api/generated/model/strategyLog';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { errorMessage } from '@/shared/errors';

/** The node ids among an operation's resources (the queue it acted on is not a node). */
export const nodeIdsOf = (resourceIds: readonly string[]) => resourceIds.filter((id) => !id.startsWith('hpcq-'));

function RunNodeList({ run, nodeListPath }: { run: StrategyLog; nodeListPath: string }) {
  const { t } = useLingui();
  const query = useListOperations({ search_word: run.job_id, limit: 10, offset: 0 });
  if (query.error) return <Text color="fg.error">{errorMessage(query.error)}</Text>;
  const operation = query.data?.job_set.find((item) => item.job_id === run.job_id);
  if (!operation)
    return query.isPending ? (
      <Spinner role="status" aria-label={t`Loading…`} />
    ) : (
      <Text color="fg.muted">{t`The operation of this run is no longer in the operation log.`}</Text>
    );
  const nodes = nodeIdsOf(operation.resource_ids);
  return (
    <Stack gap="3">
      <Text>
        {run.op_type === 'expand' ? <Trans>Compute nodes added by this run:</Trans> : <Trans>Compute nodes removed by this run:</Trans>}
      </Text>
      <List.Root ps="5" aria-label={t`Compute nodes of the run`}>
        {nodes.map((id) => (
          <List.Item key={id} fontFamily="mono">
            {id}
          </List.Item>
        ))}
      </List.Root>
      <Link asChild colorPalette="blue">
        <RouterLink to={nodeListPath}>
          <Trans>Open the node list</Trans>
        </RouterLink>
      </Link>
    </Stack>
  );
}

export function RunNodes({ run, nodeListPath }: { run: StrategyLog; nodeListPath: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const before = run.node_count_before;
  const after = run.node_count_after ?? before;
  const counts = before === undefined ? '-' : `${before} → ${after}`;
  if (!run.job_id) return <Text>{counts}</Text>;
  return (
    <>
      <Button
        variant="plain"
        size="sm"
        px="0"
        colorPalette="blue"
        textDecoration="underline"
        onClick={() => setOpen(true)}
        aria-label={t`Compute nodes of the run: ${counts}`}
      >
        {counts}
      </Button>
      {open && (
        <DialogFrame
          open
          onClose={() => setOpen(false)}
          title={t`Compute nodes of the run`}
          footer={
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Close</Trans>
            </Button>
          }
        >
          <RunNodeList run={run} nodeListPath={nodeListPath} />
        </DialogFrame>
      )}
    </>
  );
}
