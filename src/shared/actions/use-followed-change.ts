/**
 * One asynchronous action from start to end: send the change (a generated mutation), then follow its job_id in
 * the operation log until it is done, refreshing the lists it affects when it is accepted and when it ends, and
 * saying how it ended in a toast (the failure's own message, e.g. "Upgrade failed and rolled back"). A refused
 * change is said at once, and `run` answers null so the dialog can stay open.
 *
 *   const stop = useStopCluster();
 *   const action = useFollowedChange({
 *     send: (ids: string[]) => stop.mutateAsync({ data: { cluster_ids: ids } }),
 *     refresh: [getListClustersQueryKey()],
 *     messages: { success: t`The cluster is stopped`, failure: t`Stopping the cluster failed` },
 *   });
 *   await action.run([cluster.cluster_id]);
 *
 * A change of the simulation portal is followed in the portal's own log: `log: simulationOperationLog`.
 */
import { t } from '@lingui/core/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { errorMessage } from '@/shared/errors/error-message';
import { showErrorToast, showSuccessToast } from '@/shared/errors/error-toast';
import { showRefusalByField } from '@/shared/errors/field-refusals';
import { toaster } from '@/shared/ui/toaster';
import { followOperation, OperationFailedError, OperationTimeoutError } from './follow-operation';
import type { OperationLogReader } from './operation-logs';
import { useOneAtATime } from './use-one-at-a-time';

export interface FollowedChangeMessages {
  /** The toast when the operation ended successful. */
  success: string;
  /** The title of the toast when the operation failed (and when the change was refused, unless `refused`). */
  failure: string;
  /** The title of the toast when the gateway refused the change (its message is the description). */
  refused?: string;
  /** An optional toast as soon as the change is accepted (e.g. "about one minute"). */
  accepted?: string;
}

export interface UseFollowedChangeOptions<V> {
  /** Sends the change; answers its job_id. */
  send(variables: V): Promise<{ job_id: string }>;
  /** Query keys (prefixes) refreshed when the change is accepted and when it ends. */
  refresh?: readonly QueryKey[];
  messages: FollowedChangeMessages | ((variables: V) => FollowedChangeMessages);
  /** The operation log the change is followed in (the HPC log unless said otherwise). */
  log?: OperationLogReader;
  /** Called when the operation ended, successful or not. */
  onEnded?(outcome: 'successful' | 'failed', variables: V): void;
  /** A form's fields: a refusal naming them is shown by them (`show`), not as a toast (ADR 0044). */
  fieldRefusals?: { fields: readonly string[]; show(errors: ErrorSchema | undefined): void };
}

export interface FollowedChange<V> {
  /**
   * Sends the change and starts following it; the job_id, or null when the change was refused. A call while the
   * change is being sent sends nothing and answers the same (one request per intent).
   */
  run(variables: V): Promise<string | null>;
  /** The change is being sent (not followed any more once accepted). */
  sending: boolean;
}

/** The description of a failed or unfinished operation. */
export function operationFailureText(error: unknown): string {
  if (error instanceof OperationFailedError) return error.message || t`The operation failed`;
  if (error instanceof OperationTimeoutError) return t`The operation is still under way; see the operation log for its end.`;
  return errorMessage(error);
}

export function useFollowedChange<V>(options: UseFollowedChangeOptions<V>): FollowedChange<V> {
  const client = useQueryClient();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const sendAndFollow = useCallback(
    async (variables: V): Promise<string | null> => {
      const { send, refresh = [], messages, onEnded, log, fieldRefusals } = latest.current;
      const text = typeof messages === 'function' ? messages(variables) : messages;
      const refreshAll = () => {
        for (const queryKey of refresh) void client.invalidateQueries({ queryKey });
      };
      let jobId: string;
      try {
        jobId = (await send(variables)).job_id;
      } catch (error) {
        if (!fieldRefusals || !showRefusalByField(error, fieldRefusals.fields, fieldRefusals.show))
          showErrorToast(error, text.refused ?? text.failure);
        return null;
      }
      fieldRefusals?.show(undefined);
      refreshAll();
      if (text.accepted) toaster.create({ type: 'info', title: text.accepted, duration: 5000 });
      followOperation(client, jobId, { log }).then(
        () => {
          showSuccessToast(text.success);
          refreshAll();
          onEnded?.('successful', variables);
        },
        (error: unknown) => {
          const description = operationFailureText(error);
          toaster.create({
            type: 'error',
            title: text.failure,
            description: description === text.failure ? undefined : description,
            closable: true,
            duration: 8000,
          });
          refreshAll();
          onEnded?.('failed', variables);
        },
      );
      return jobId;
    },
    [client],
  );

  const once = useOneAtATime(sendAndFollow);
  return { run: once.run, sending: once.pending };
}
