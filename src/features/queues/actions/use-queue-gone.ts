/**
 * A queue the gateway says is gone (404, section 8: "This queue has been deleted"): the refusal is said in those
 * words, the dialog closes and the queue lists are refreshed so the queue disappears.
 */
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { GatewayError } from '@/api/gateway';
import { QUEUE_KEYS } from './queue-keys';
import { isQueueGone } from './queue-refusal';

export function useQueueGone() {
  const client = useQueryClient();
  return {
    /** The error to throw on: a gone queue's refusal reworded (and the dialog closed, the lists refreshed), else `error`. */
    said(error: unknown, close: () => void): unknown {
      if (!isQueueGone(error) || !(error instanceof GatewayError)) return error;
      for (const queryKey of QUEUE_KEYS) void client.invalidateQueries({ queryKey });
      close();
      return new GatewayError({
        retCode: error.retCode,
        message: t`This queue has been deleted`,
        action: error.action,
        kind: error.kind,
        status: error.status,
        fromGateway: true,
      });
    },
  };
}
